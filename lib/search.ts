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

// Remembers where each folded character came from, to highlight a match in the original.
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

export function foldText(text: string): string {
  let folded = ''
  for (const char of text) folded += foldChar(char)
  return folded
}

export function normalizeQuery(query: string): string {
  return foldText(query).replace(WHITESPACE_RUN, ' ').trim()
}

// Joined by line breaks, which a normalized query never contains: no match spans two entries.
type Prepared = { titles: string[]; keywords: string[]; haystack: string; starts: number[] }

const SEPARATOR = '\n'
const preparedCache = new WeakMap<readonly Searchable[], Prepared>()

function prepare(entries: readonly Searchable[]): Prepared {
  const cached = preparedCache.get(entries)
  if (cached) return cached
  const titles: string[] = []
  const keywords: string[] = []
  const starts: number[] = []
  const texts: string[] = []
  let offset = 0
  for (const entry of entries) {
    const title = normalizeQuery(entry.title)
    const keywordText = normalizeQuery(entry.keywords.join(' '))
    const text = `${title} ${keywordText} ${normalizeQuery(entry.content)}`
    titles.push(title)
    keywords.push(keywordText)
    starts.push(offset)
    texts.push(text)
    offset += text.length + SEPARATOR.length
  }
  const prepared = { titles, keywords, haystack: texts.join(SEPARATOR), starts }
  preparedCache.set(entries, prepared)
  return prepared
}

export function search<T extends Searchable>(entries: readonly T[], query: string): T[] {
  const needle = normalizeQuery(query)
  if (!needle) return []
  const { titles, keywords, haystack, starts } = prepare(entries)
  const ranked: T[][] = [[], [], []]
  let index = 0
  let at = haystack.indexOf(needle)
  while (at !== -1) {
    while (index + 1 < starts.length && (starts[index + 1] ?? Infinity) <= at) index++
    const rank = titles[index]?.includes(needle) ? 0 : keywords[index]?.includes(needle) ? 1 : 2
    ranked[rank]?.push(entries[index] as T)
    const next = starts[index + 1]
    if (next === undefined) break
    at = haystack.indexOf(needle, next)
  }
  return ranked.flat()
}

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
