// Why: docs/performance.md, "The code's work after the load".
import fs from 'node:fs'
import path from 'node:path'
import type { SourceMap } from '../lib/source-map'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

// The hint is a line more at the top: a chunk's source map (the launch fixture's) moves down by one.
function mapOneLineDown(dir: string, file: string, js: string) {
  const url = js.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1]
  if (!url) return
  const mapFile = path.join(dir, path.dirname(file), url)
  if (!fs.existsSync(mapFile)) return
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as SourceMap
  if (map.sections) for (const section of map.sections) section.offset.line += 1
  else map.mappings = `;${map.mappings ?? ''}`
  fs.writeFileSync(mapFile, JSON.stringify(map))
}

export function hintStartupChunks(dir: string, urls: Iterable<string>): number {
  let hinted = 0
  for (const file of new Set([...urls].map((url) => url.split('?')[0]!))) {
    const full = path.join(dir, file)
    const js = fs.readFileSync(full, 'utf8')
    if (js.startsWith(COMPILE_HINT)) continue
    fs.writeFileSync(full, COMPILE_HINT + js)
    mapOneLineDown(dir, file, js)
    hinted++
  }
  return hinted
}
