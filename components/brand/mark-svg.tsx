import { createElement, type CSSProperties } from 'react'
import { MARK_VIEWBOX, markNodes, type MarkColors } from '@/lib/logo-mark'

type MarkSvgProps = { colors: MarkColors; size: number; style?: CSSProperties }

/** The logo mark as inline SVG in fixed colours, for the images rendered at build time. */
export function MarkSvg({ colors, size, style }: MarkSvgProps) {
  return (
    <svg width={size} height={size} viewBox={MARK_VIEWBOX} style={style}>
      {markNodes(colors).map(([tag, attributes], index) =>
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  )
}
