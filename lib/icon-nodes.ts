import {
  Accessibility,
  ArrowRight,
  CalendarCheck,
  ChartColumn,
  CircleCheck,
  Clock,
  Code,
  Eye,
  Globe,
  Handshake,
  Headset,
  LifeBuoy,
  Lightbulb,
  LoaderCircle,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Moon,
  Phone,
  Plug,
  Search,
  Send,
  ShieldCheck,
  Sun,
  Target,
  TrendingUp,
  X,
  Zap,
  type IconNode,
} from 'lucide'

const interfaceIcons = {
  accessibility: Accessibility,
  search: Search,
  menu: Menu,
  x: X,
  sun: Sun,
  moon: Moon,
  send: Send,
  'loader-circle': LoaderCircle,
}

/** The icons `content/` names, by key. */
const contentIcons = {
  code: Code,
  globe: Globe,
  headset: Headset,
  plug: Plug,
  chart: ChartColumn,
  shield: ShieldCheck,
  lightbulb: Lightbulb,
  zap: Zap,
  'life-buoy': LifeBuoy,
  'trending-up': TrendingUp,
  'map-pin': MapPin,
  phone: Phone,
  mail: Mail,
  clock: Clock,
  'message-circle': MessageCircle,
  handshake: Handshake,
  target: Target,
  eye: Eye,
  'calendar-check': CalendarCheck,
  'arrow-right': ArrowRight,
  'circle-check': CircleCheck,
} satisfies Record<string, IconNode>

export type IconName = keyof typeof contentIcons

export type SpriteIconName = IconName | keyof typeof interfaceIcons

export const iconNodes: Record<SpriteIconName, IconNode> = { ...contentIcons, ...interfaceIcons }
