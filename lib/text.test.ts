import { countCodePoints, normalizeLineEndings, toWellFormed, truncateCodePoints } from './text'

describe('text helpers', () => {
  it('counts an emoji as one character', () => {
    expect(countCodePoints('olá 👋')).toBe(5)
  })

  it('cuts by code points and never splits a surrogate pair', () => {
    expect(truncateCodePoints('ab👋cd', 3)).toBe('ab👋')
    expect(truncateCodePoints('ab👋cd', 2)).toBe('ab')
    expect(truncateCodePoints('curto', 100)).toBe('curto')
  })

  it('normalises CRLF and CR to LF', () => {
    expect(normalizeLineEndings('a\r\nb\rc\nd')).toBe('a\nb\nc\nd')
  })

  it('replaces lone surrogates, which encodeURIComponent refuses', () => {
    expect(toWellFormed('a\uD83Db')).toBe('a\uFFFDb')
    expect(toWellFormed('\uDC00x')).toBe('\uFFFDx')
    expect(toWellFormed('ok 👋')).toBe('ok 👋')
  })
})
