/** One element of an icon drawing, as icon sets describe them: a tag and its attributes. */
export type SvgNode = [tag: string, attributes: Record<string, string | number>]

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
    .filter(([name]) => name !== 'key')
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('')
  return `<${tag}${attrs}/>`
}

/**
 * An SVG sprite: one <symbol> per icon, referenced from pages with <use href="…#id">. Stroke and
 * fill are left to the referencing <svg>, so icons follow the text colour.
 */
export function buildSprite(icons: Record<string, SvgNode[]>, viewBox = '0 0 24 24'): string {
  const symbols = Object.entries(icons)
    .map(
      ([id, nodes]) =>
        `<symbol id="${escapeAttribute(id)}" viewBox="${viewBox}">${nodes.map(element).join('')}</symbol>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>\n`
}
