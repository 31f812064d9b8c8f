import { launchRefusal, missingFactsOf, sameFact } from './placeholders'

const list = (cnpj: unknown, place: unknown) => ({
  cnpj: { label: 'CNPJ', placeholder: '[CNPJ]', value: cnpj },
  place: { label: 'lugar', placeholder: { lat: 1, lng: 2 }, value: place },
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

describe('missingFactsOf', () => {
  it('lists the facts still holding their placeholder, by value, in order', () => {
    expect(missingFactsOf(list('[CNPJ]', { lng: 2, lat: 1 }))).toEqual([
      { key: 'cnpj', label: 'CNPJ', placeholder: '[CNPJ]' },
      { key: 'place', label: 'lugar', placeholder: { lat: 1, lng: 2 } },
    ])
    expect(missingFactsOf(list('34.672.815/0001-39', { lat: 1, lng: 2 }))).toEqual([
      { key: 'place', label: 'lugar', placeholder: { lat: 1, lng: 2 } },
    ])
    expect(missingFactsOf(list('x', { lat: 1, lng: 2.5 }))).toEqual([])
  })
})

describe('launchRefusal', () => {
  const missing = missingFactsOf(list('[CNPJ]', { lat: 1, lng: 2 }))

  it('stops a production build with placeholders, naming each and where to write it', () => {
    const message = launchRefusal(missing, { production: true, allowsPlaceholders: false })
    expect(message).toContain('2 placeholders')
    expect(message).toContain('CNPJ: still "[CNPJ]"')
    expect(message).toContain('content/facts.ts')
  })

  it('lets a demo, any other build and a production build without placeholders go on', () => {
    expect(launchRefusal(missing, { production: true, allowsPlaceholders: true })).toBeNull()
    expect(launchRefusal(missing, { production: false, allowsPlaceholders: false })).toBeNull()
    expect(launchRefusal([], { production: true, allowsPlaceholders: false })).toBeNull()
  })
})
