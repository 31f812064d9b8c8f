import { createElement, type CSSProperties } from 'react'
import { MARK_VIEWBOX, markNodes, type MarkColors } from '@/lib/logo-mark'

type InlineMarkProps = { colors: MarkColors; size: number; style?: CSSProperties }

// For the build-time images, which have no sprite to refer to and no theme to follow.
export function InlineMark({ colors, size, style }: InlineMarkProps) {
  return (
    <svg width={size} height={size} viewBox={MARK_VIEWBOX} style={style}>
      {markNodes(colors).map(([tag, attributes], index) =>
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  )
}
