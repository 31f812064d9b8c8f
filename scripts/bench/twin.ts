// A page's twin: the same export with every <script> and script preload taken out of its HTML,
// so that what it costs is the content alone (the HTML, its inline CSS, the font, the photos).
// Measured beside the page, it tells what the page's code adds to the first and largest paint.
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'parse5'
import { getAttr, htmlFiles, tokens, walk } from '../lib/export'

const isScriptPreload = (rel: string[], as: string | undefined) =>
  rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')

/** The page without its scripts (inline, external, data blocks) and script preloads. */
export function withoutScripts(html: string): string {
  const cuts: [number, number][] = []
  walk(parse(html, { sourceCodeLocationInfo: true }), (element) => {
    const isScript = element.tagName === 'script'
    const isPreload =
      element.tagName === 'link' && isScriptPreload(tokens(element, 'rel'), getAttr(element, 'as'))
    const at = element.sourceCodeLocation
    if ((isScript || isPreload) && at) cuts.push([at.startOffset, at.endOffset])
  })
  return cuts
    .sort(([a], [b]) => b - a)
    .reduce((page, [start, end]) => page.slice(0, start) + page.slice(end), html)
}

/** Whether the page runs any code: a twin does not, so it has no interaction to time. */
export const hasScripts = (html: string) => withoutScripts(html) !== html

/** Copies the export in `dir` to `twinDir`, every page without its scripts. */
export function buildTwinExport(dir: string, twinDir: string) {
  fs.rmSync(twinDir, { recursive: true, force: true })
  fs.cpSync(dir, twinDir, { recursive: true })
  for (const file of htmlFiles(twinDir)) {
    const page = path.join(twinDir, file)
    fs.writeFileSync(page, withoutScripts(fs.readFileSync(page, 'utf8')))
  }
}
