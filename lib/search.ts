export type Searchable = { title: string; keywords: string[]; content: string }

export type HighlightSegment = { text: string; match: boolean }

type Folded = { text: string; starts: number[]; ends: number[] }

const COMBINING_MARK = /\p{M}/gu
const WHITESPACE_RUN = /\s+/g

function foldChar(char: string): string {
  const code = char.charCodeAt(0)
  if (code < 0x80) return code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 32) : char
  return char.normalize('NFD').replace(COMBINING_MARK, '').toLowerCase()
}

/**
 * Folds accents and case one code point at a time, remembering where each folded character
 * came from so that a match in folded text can be highlighted in the original.
 */
function foldWithMap(text: string): Folded {
  let folded = ''
  const starts: number[] = []
  const ends: number[] = []
  let index = 0
  for (const char of text) {
    const piece = foldChar(char)
    for (let i = 0; i < piece.length; i++) {
      starts.push(index)
      ends.push(index + char.length)
    }
    folded += piece
    index += char.length
  }
  return { text: folded, starts, ends }
}

/** Lower case, accents removed: "Integração" and "INTEGRACAO" both become "integracao". */
export function foldText(text: string): string {
  let folded = ''
  for (const char of text) folded += foldChar(char)
  return folded
}

export function normalizeQuery(query: string): string {
  return foldText(query).replace(WHITESPACE_RUN, ' ').trim()
}

type Prepared<T> = { entry: T; title: string; keywords: string; all: string }

const preparedCache = new WeakMap<readonly Searchable[], Prepared<Searchable>[]>()

function prepare<T extends Searchable>(entries: readonly T[]): Prepared<T>[] {
  const cached = preparedCache.get(entries)
  if (cached) return cached as Prepared<T>[]
  const prepared = entries.map((entry) => {
    const title = normalizeQuery(entry.title)
    const keywords = normalizeQuery(entry.keywords.join(' '))
    const content = normalizeQuery(entry.content)
    return { entry, title, keywords, all: `${title} ${keywords} ${content}` }
  })
  preparedCache.set(entries, prepared)
  return prepared
}

/**
 * Entries whose title, keywords and content, combined, contain the query (accent- and
 * case-insensitive). Title matches come first, then keyword matches, then the rest, each in
 * index order. A blank query finds nothing.
 */
export function search<T extends Searchable>(entries: readonly T[], query: string): T[] {
  const needle = normalizeQuery(query)
  if (!needle) return []
  const ranked: { entry: T; rank: number; order: number }[] = []
  prepare(entries).forEach((item, order) => {
    if (!item.all.includes(needle)) return
    const rank = item.title.includes(needle) ? 0 : item.keywords.includes(needle) ? 1 : 2
    ranked.push({ entry: item.entry, rank, order })
  })
  return ranked.sort((a, b) => a.rank - b.rank || a.order - b.order).map((item) => item.entry)
}

/** Splits `text` into plain and matching runs, matching accent- and case-insensitively. */
export function highlight(text: string, query: string): HighlightSegment[] {
  const needle = normalizeQuery(query)
  if (!needle || !text) return text ? [{ text, match: false }] : []
  const folded = foldWithMap(text)
  const segments: HighlightSegment[] = []
  let cursor = 0
  let from = folded.text.indexOf(needle)
  while (from !== -1) {
    const start = folded.starts[from] ?? text.length
    const end = folded.ends[from + needle.length - 1] ?? text.length
    if (start > cursor) segments.push({ text: text.slice(cursor, start), match: false })
    if (end > start) segments.push({ text: text.slice(Math.max(start, cursor), end), match: true })
    cursor = Math.max(cursor, end)
    from = folded.text.indexOf(needle, from + needle.length)
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), match: false })
  return segments
}
