import { expiresAt, SECURITY_TXT_PATH, securityTxt, VALID_DAYS } from './security-txt'

const fields = {
  contact: 'mailto:privacidade@example.com.br',
  canonical: `https://www.example.com.br${SECURITY_TXT_PATH}`,
  languages: ['pt', 'en'],
  // 22:45 UTC: the day the file counts from is UTC's.
  builtAt: new Date('2026-11-26T18:45:00-04:00'),
}

describe('expiresAt', () => {
  it('is midnight UTC, less than a year after the build, whatever the hour', () => {
    for (const builtAt of [
      new Date('2026-11-26T00:00:00Z'),
      new Date('2026-11-26T23:59:59Z'),
      new Date('2027-02-28T12:00:00Z'),
      new Date('2027-12-31T23:00:00Z'),
    ]) {
      const expires = expiresAt(builtAt)
      const lead = expires.getTime() - builtAt.getTime()
      expect(expires.toISOString()).toMatch(/T00:00:00\.000Z$/)
      expect(lead).toBeLessThan(365 * 24 * 60 * 60 * 1000)
      expect(lead).toBeGreaterThan((VALID_DAYS - 1) * 24 * 60 * 60 * 1000)
    }
  })

  it('moves only with the build’s day, so two builds on one day write the same file', () => {
    expect(expiresAt(new Date('2026-11-26T01:00:00Z'))).toEqual(
      expiresAt(new Date('2026-11-26T22:00:00Z')),
    )
    expect(expiresAt(new Date('2026-11-26T00:00:00Z')).toISOString()).toBe(
      '2027-11-25T00:00:00.000Z',
    )
  })
})

describe('securityTxt', () => {
  it('writes the RFC 9116 fields, one per line, ending in a newline', () => {
    expect(securityTxt(fields)).toBe(
      [
        'Contact: mailto:privacidade@example.com.br',
        'Expires: 2027-11-25T00:00:00Z',
        'Preferred-Languages: pt, en',
        'Canonical: https://www.example.com.br/.well-known/security.txt',
        '',
      ].join('\n'),
    )
  })
})
