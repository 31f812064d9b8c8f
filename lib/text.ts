const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Replaces unpaired surrogates with U+FFFD, so the text can always be URI-encoded. */
export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD')
}

export function normalizeLineEndings(text: string): string {
  return text.replace(/\r\n?/g, '\n')
}

export function countCodePoints(text: string): number {
  return Array.from(text).length
}

export function truncateCodePoints(text: string, max: number): string {
  if (text.length <= max) return text
  let end = 0
  let count = 0
  for (const char of text) {
    if (count === max) break
    end += char.length
    count++
  }
  return text.slice(0, end)
}
