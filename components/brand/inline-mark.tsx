import { createElement, type CSSProperties } from 'react'
import { MARK_VIEWBOX, markNodes, type MarkColors } from '@/lib/logo-mark'

type InlineMarkProps = { colors: MarkColors; size: number; style?: CSSProperties }

/**
 * The logo mark drawn inline in fixed colours, for the images rendered at build time: each is a
 * file of its own, with no sprite to refer to and no theme to follow. Pages use `SpriteMark`.
 */
export function InlineMark({ colors, size, style }: InlineMarkProps) {
  return (
    <svg width={size} height={size} viewBox={MARK_VIEWBOX} style={style}>
      {markNodes(colors).map(([tag, attributes], index) =>
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  )
}
