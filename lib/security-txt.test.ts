import { expiresAt, VALID_DAYS } from './security-txt'

const DAY_MS = 24 * 60 * 60 * 1000

describe('expiresAt', () => {
  it('is midnight UTC, less than a year after the build, whatever the hour', () => {
    for (const builtAt of [
      new Date('2026-11-26T23:59:59Z'),
      new Date('2027-02-28T12:00:00Z'),
      new Date('2027-12-31T23:00:00Z'),
    ]) {
      const lead = expiresAt(builtAt).getTime() - builtAt.getTime()
      expect(expiresAt(builtAt).toISOString()).toMatch(/T00:00:00\.000Z$/)
      expect(lead).toBeLessThan(365 * DAY_MS)
      expect(lead).toBeGreaterThan((VALID_DAYS - 1) * DAY_MS)
    }
  })

  it('moves only with the build’s day (UTC), so two builds on one day write the same file', () => {
    for (const builtAt of ['2026-11-26T00:00:00Z', '2026-11-26T18:45:00-04:00'])
      expect(expiresAt(new Date(builtAt)).toISOString()).toBe('2027-11-25T00:00:00.000Z')
  })
})
