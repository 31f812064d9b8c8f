import { BRAND_METRICS, brandFallbacks } from './brand-font'

describe('the brand font’s fallbacks', () => {
  it('stand in on Windows, Apple, Linux and ChromeOS (Arial’s metrics), then Android (Roboto)', () => {
    expect(brandFallbacks.families).toEqual([
      'Plus Jakarta Sans Fallback: Arial',
      'Plus Jakarta Sans Fallback: Roboto',
    ])
    const sources = brandFallbacks.faces.map((face) => face.src).join()
    for (const font of ['Arial', 'Liberation Sans', 'Arimo', 'Arial Bold', 'Roboto'])
      expect(sources).toContain(`local("${font}")`)
  })

  it('set every weight the site uses with a face of its own', () => {
    const weights = (family: string) =>
      brandFallbacks.faces
        .filter((face) => face.fontFamily === JSON.stringify(family))
        .map((face) => Number(face.fontWeight))
    for (const family of brandFallbacks.families)
      expect(weights(family)).toEqual([...BRAND_METRICS.keys()])
  })
})
