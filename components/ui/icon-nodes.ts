import * as arrowRight from 'lucide-react/icons/arrow-right'
import * as badgeCheck from 'lucide-react/icons/badge-check'
import * as calendarCheck from 'lucide-react/icons/calendar-check'
import * as chartColumn from 'lucide-react/icons/chart-column'
import * as circleCheck from 'lucide-react/icons/circle-check'
import * as clipboardList from 'lucide-react/icons/clipboard-list'
import * as clock from 'lucide-react/icons/clock'
import * as code from 'lucide-react/icons/code'
import * as eye from 'lucide-react/icons/eye'
import * as fileText from 'lucide-react/icons/file-text'
import * as globe from 'lucide-react/icons/globe'
import * as graduationCap from 'lucide-react/icons/graduation-cap'
import * as handshake from 'lucide-react/icons/handshake'
import * as headset from 'lucide-react/icons/headset'
import * as lifeBuoy from 'lucide-react/icons/life-buoy'
import * as lightbulb from 'lucide-react/icons/lightbulb'
import * as mail from 'lucide-react/icons/mail'
import * as mapPin from 'lucide-react/icons/map-pin'
import * as messageCircle from 'lucide-react/icons/message-circle'
import * as phone from 'lucide-react/icons/phone'
import * as plug from 'lucide-react/icons/plug'
import * as repeat from 'lucide-react/icons/repeat'
import * as shieldCheck from 'lucide-react/icons/shield-check'
import * as target from 'lucide-react/icons/target'
import * as trendingUp from 'lucide-react/icons/trending-up'
import * as wrench from 'lucide-react/icons/wrench'
import * as zap from 'lucide-react/icons/zap'
import type { IconName } from '@/content/types'
import type { SvgNode } from '@/lib/svg-sprite'

/** lucide's per-icon modules carry their drawing as `__iconData` next to the component. */
function drawing(module: object): SvgNode[] {
  return (module as { __iconData: { node: SvgNode[] } }).__iconData.node
}

/** Every icon the content can name, drawn from lucide; the compiler catches a missing one. */
export const iconNodes: Record<IconName, SvgNode[]> = {
  code: drawing(code),
  globe: drawing(globe),
  headset: drawing(headset),
  plug: drawing(plug),
  chart: drawing(chartColumn),
  shield: drawing(shieldCheck),
  lightbulb: drawing(lightbulb),
  zap: drawing(zap),
  'life-buoy': drawing(lifeBuoy),
  'trending-up': drawing(trendingUp),
  'map-pin': drawing(mapPin),
  phone: drawing(phone),
  mail: drawing(mail),
  clock: drawing(clock),
  'message-circle': drawing(messageCircle),
  'clipboard-list': drawing(clipboardList),
  repeat: drawing(repeat),
  'badge-check': drawing(badgeCheck),
  'file-text': drawing(fileText),
  'graduation-cap': drawing(graduationCap),
  wrench: drawing(wrench),
  handshake: drawing(handshake),
  target: drawing(target),
  eye: drawing(eye),
  'calendar-check': drawing(calendarCheck),
  'arrow-right': drawing(arrowRight),
  'circle-check': drawing(circleCheck),
}
