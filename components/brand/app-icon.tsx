import { placeMark } from '@/lib/logo-mark'
import type { AppIconSpec } from '@/lib/app-icons'
import { InlineMark } from './inline-mark'

export function AppIcon({ size, colors, scale, background, radius = 0 }: AppIconSpec) {
  const mark = placeMark(size, scale)
  return (
    <div
      style={{
        display: 'flex',
        position: 'relative',
        width: size,
        height: size,
        backgroundColor: background ?? 'transparent',
        borderRadius: radius * size,
      }}
    >
      <InlineMark
        colors={colors}
        size={mark.size}
        style={{ position: 'absolute', left: mark.left, top: mark.top }}
      />
    </div>
  )
}
