export type SvgNode = [tag: string, attributes: Record<string, string | number | undefined>]

export type SpriteSymbol = { viewBox: string; body: string }

/** The mark's symbol in the sprite (app/icons.svg), which pages and drawings place. */
export const LOGO_MARK_ID = 'logo-mark'

/** lucide-react's icons as symbols, written by scripts/lucide-symbols.ts before every build. */
export const LUCIDE_SYMBOLS_FILE = 'node_modules/.cache/ipe-software/lucide-symbols.json'

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
}

function escapeAttribute(value: string | number): string {
  return String(value).replace(/[&<>"]/g, (char) => XML_ESCAPES[char] ?? char)
}

function element([tag, attributes]: SvgNode): string {
  const attrs = Object.entries(attributes)
    .flatMap(([name, value]) =>
      name === 'key' || value === undefined ? [] : [` ${name}="${escapeAttribute(value)}"`],
    )
    .join('')
  return `<${tag}${attrs}/>`
}

export function renderNodes(nodes: SvgNode[]): string {
  return nodes.map(element).join('')
}

// Paint the markup does not set is left to the referencing <svg>: icons follow the text colour.
export function buildSprite(symbols: Record<string, SpriteSymbol>): string {
  const body = Object.entries(symbols)
    .map(
      ([id, { viewBox, body }]) =>
        `<symbol id="${escapeAttribute(id)}" viewBox="${escapeAttribute(viewBox)}">${body}</symbol>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>\n`
}

export function svgDocument({ viewBox, body, css }: SpriteSymbol & { css?: string }): string {
  const style = css ? `<style>${css}</style>` : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${escapeAttribute(viewBox)}">${style}${body}</svg>\n`
}
