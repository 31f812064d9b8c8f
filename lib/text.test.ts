import { countCodePoints, normalizeLineEndings, toWellFormed, truncateCodePoints } from './text'

describe('text helpers', () => {
  it('counts an emoji as one character', () => {
    expect(countCodePoints('olá 👋')).toBe(5)
    expect('olá 👋'.length).toBe(6)
  })

  it('cuts by code points and never splits a surrogate pair', () => {
    expect(truncateCodePoints('ab👋cd', 3)).toBe('ab👋')
    expect(truncateCodePoints('ab👋cd', 2)).toBe('ab')
    expect(truncateCodePoints('curto', 100)).toBe('curto')
    expect(() => encodeURIComponent(truncateCodePoints('👋👋👋', 2))).not.toThrow()
  })

  it('normalises CRLF and CR to LF', () => {
    expect(normalizeLineEndings('a\r\nb\rc\nd')).toBe('a\nb\nc\nd')
  })

  it('replaces lone surrogates so the text can be encoded', () => {
    const broken = 'a\uD83Db'
    expect(() => encodeURIComponent(broken)).toThrow(URIError)
    expect(toWellFormed(broken)).toBe('a\uFFFDb')
    expect(toWellFormed('ok 👋')).toBe('ok 👋')
    expect(toWellFormed('\uDC00x')).toBe('\uFFFDx')
  })
})
