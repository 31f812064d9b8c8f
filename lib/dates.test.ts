import { longDate } from './dates'

describe('longDate', () => {
  // The first of January is the day a local-time reading moves to the year before.
  it('writes the calendar day out in Portuguese, whatever the time zone of the machine', () => {
    expect(longDate('2026-11-22', 'pt-BR')).toBe('22 de novembro de 2026')
    expect(longDate('2026-01-01', 'pt-BR')).toBe('1 de janeiro de 2026')
  })

  it('refuses what is not a date', () => {
    expect(() => longDate('ontem', 'pt-BR')).toThrow(RangeError)
  })
})
