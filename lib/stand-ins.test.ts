import { launchRefusal, sameFact, stillStandingIn, type MissingFact } from './stand-ins'

const list = {
  cnpj: { label: 'CNPJ', file: 'content/a.ts', standIn: '[CNPJ]', value: '' },
  place: { label: 'lugar', file: 'content/b.ts', standIn: { lat: 1, lng: 2 }, value: {} },
}

const withValues = (cnpj: unknown, place: unknown) => ({
  cnpj: { ...list.cnpj, value: cnpj },
  place: { ...list.place, value: place },
})

describe('sameFact', () => {
  it('compares strings, numbers and records key by key', () => {
    expect(sameFact('a', 'a')).toBe(true)
    expect(sameFact('a', 'b')).toBe(false)
    expect(sameFact({ lat: 1, lng: 2 }, { lng: 2, lat: 1 })).toBe(true)
    expect(sameFact({ lat: 1, lng: 2 }, { lat: 1, lng: 3 })).toBe(false)
    expect(sameFact({ lat: 1 }, { lat: 1, lng: 2 })).toBe(false)
    expect(sameFact({ a: { b: 'c' } }, { a: { b: 'c' } })).toBe(true)
    expect(sameFact(undefined, 'a')).toBe(false)
    expect(sameFact(null, {})).toBe(false)
  })
})

describe('stillStandingIn', () => {
  it('lists the facts whose value is still the stand-in, in order', () => {
    const missing = stillStandingIn(withValues('[CNPJ]', { lat: 1, lng: 2 }))
    expect(missing).toEqual([
      { key: 'cnpj', label: 'CNPJ', file: 'content/a.ts', standIn: '[CNPJ]' },
      { key: 'place', label: 'lugar', file: 'content/b.ts', standIn: { lat: 1, lng: 2 } },
    ])
  })

  it('drops a fact once its value changes, even in part or by its removal', () => {
    expect(stillStandingIn(withValues('34.672.815/0001-39', { lat: 1, lng: 2 }))).toEqual([
      expect.objectContaining({ key: 'place' }),
    ])
    expect(stillStandingIn(withValues(undefined, { lat: 1, lng: 2.5 }))).toEqual([])
  })
})

describe('launchRefusal', () => {
  const missing: MissingFact[] = stillStandingIn(withValues('[CNPJ]', { lat: 1, lng: 2 }))

  it('stops a production build, naming each fact, its stand-in and the file to edit', () => {
    const message = launchRefusal(missing, { production: true, allowsPlaceholders: false })
    expect(message).toContain('2 stand-ins')
    expect(message).toContain('CNPJ: still "[CNPJ]" in content/a.ts')
    expect(message).toContain('lugar: still {"lat":1,"lng":2} in content/b.ts')
    expect(message).toContain('SITE_ALLOW_PLACEHOLDERS=1')
  })

  it('lets a demo, any other build and a production build without stand-ins go on', () => {
    expect(launchRefusal(missing, { production: true, allowsPlaceholders: true })).toBeNull()
    expect(launchRefusal(missing, { production: false, allowsPlaceholders: false })).toBeNull()
    expect(launchRefusal([], { production: true, allowsPlaceholders: false })).toBeNull()
  })
})
