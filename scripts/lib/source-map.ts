// What each module of a chunk accounts for in it, read from the chunk's source map.
import { decode } from '@jridgewell/sourcemap-codec'

export type SourceMap = {
  sources?: (string | null)[]
  sourcesContent?: (string | null)[]
  mappings?: string
  sections?: { offset: { line: number; column: number }; map: SourceMap }[]
}

/** Flattened: an index map's sections, each with its place in the generated file. */
const sectionsOf = (map: SourceMap) =>
  map.sections?.map(({ offset, map }) => ({ offset, map })) ?? [
    { offset: { line: 0, column: 0 }, map },
  ]

/** Every source a map names, with the text it declares (for a look at its imports). */
export function sourcesOf(map: SourceMap): { source: string; content: string }[] {
  return sectionsOf(map).flatMap(({ map }) =>
    (map.sources ?? []).map((source, index) => ({
      source: source ?? '',
      content: map.sourcesContent?.[index] ?? '',
    })),
  )
}

/**
 * The generated text each source accounts for: from each mapping to the next on its line. Text no
 * mapping covers (the bundler's own wrappers) is filed under ''.
 */
export function textBySource(js: string, map: SourceMap): Map<string, string> {
  const lines = js.split('\n')
  const starts = lines.map((): [column: number, source: string][] => [[0, '']])
  for (const { offset, map: section } of sectionsOf(map)) {
    decode(section.mappings ?? '').forEach((segments, index) => {
      const line = offset.line + index
      const shift = index === 0 ? offset.column : 0
      for (const [column, sourceIndex] of segments)
        starts[line]?.push([
          shift + column,
          sourceIndex === undefined ? '' : (section.sources?.[sourceIndex] ?? ''),
        ])
    })
  }
  const texts = new Map<string, string>()
  lines.forEach((line, index) => {
    const marks = starts[index]!.sort(([a], [b]) => a - b)
    marks.forEach(([column, source], at) => {
      const text = line.slice(column, marks[at + 1]?.[0] ?? line.length)
      texts.set(source, (texts.get(source) ?? '') + text)
    })
  })
  return texts
}
