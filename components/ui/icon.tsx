import {
  BadgeCheck,
  CalendarCheck,
  ChartColumn,
  ClipboardList,
  Clock,
  Code,
  Eye,
  FileText,
  Globe,
  GraduationCap,
  Handshake,
  Headset,
  HeartHandshake,
  LifeBuoy,
  Lightbulb,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  Plug,
  Repeat,
  ShieldCheck,
  Sparkles,
  Target,
  TrendingUp,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react'
import type { IconName } from '@/content/types'
import { cn } from '@/lib/utils'

const icons: Record<IconName, LucideIcon> = {
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
  'clipboard-list': ClipboardList,
  repeat: Repeat,
  'badge-check': BadgeCheck,
  'file-text': FileText,
  'graduation-cap': GraduationCap,
  wrench: Wrench,
  handshake: Handshake,
  target: Target,
  eye: Eye,
  'heart-handshake': HeartHandshake,
  sparkles: Sparkles,
  'calendar-check': CalendarCheck,
}

type IconProps = { name: IconName; className?: string }

export function Icon({ name, className }: IconProps) {
  const Component = icons[name]
  return <Component aria-hidden="true" focusable="false" className={className} />
}

export function IconBadge({ name, className }: IconProps) {
  return (
    <span
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground',
        className,
      )}
    >
      <Icon name={name} className="size-6" />
    </span>
  )
}
