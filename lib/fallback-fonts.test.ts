import type { FontMetrics } from '@capsizecss/core'
import { fallbackFontFaces, type SystemFont } from './fallback-fonts'

const metrics = (familyName: string, xWidthAvg: number, lineGap = 0): FontMetrics => ({
  familyName,
  fullName: familyName,
  postscriptName: familyName,
  ascent: familyName === 'Brand' ? 1000 : 900,
  descent: familyName === 'Brand' ? -250 : -300,
  lineGap,
  unitsPerEm: 1000,
  capHeight: 700,
  xHeight: 500,
  xWidthAvg,
})

const brand = new Map([
  [400, metrics('Brand', 500)],
  [700, metrics('Brand', 550)],
])
const system: SystemFont = {
  name: 'Sys',
  faceFor: (weight) =>
    weight < 600
      ? { metrics: metrics('Sys', 400, 100), locals: ['Sys', 'Sys-Regular'] }
      : { metrics: metrics('Sys', 500, 100), locals: ['Sys Bold'] },
}

describe('fallbackFontFaces', () => {
  const { families, faces } = fallbackFontFaces(brand, [system, { ...system, name: 'Other' }])

  it('names one family per system font, in the order given', () => {
    expect(families).toEqual(['Brand Fallback: Sys', 'Brand Fallback: Other'])
  })

  it('writes a face for each weight of the brand, from the system face for that weight', () => {
    expect(faces.filter((face) => face.fontFamily === '"Brand Fallback: Sys"')).toEqual([
      expect.objectContaining({ fontWeight: '400', src: 'local("Sys"), local("Sys-Regular")' }),
      expect.objectContaining({ fontWeight: '700', src: 'local("Sys Bold")' }),
    ])
  })

  it('scales each face to the brand’s average width and gives it the brand’s vertical metrics', () => {
    const [regular, bold] = faces
    // 500/400 and 550/500: the brand's average character is that much wider; its ascent (1000)
    // and descent (250) are then given in the scaled face's em.
    expect(regular).toEqual(
      expect.objectContaining({
        sizeAdjust: '125%',
        ascentOverride: '80%',
        descentOverride: '20%',
        lineGapOverride: '0%',
      }),
    )
    expect(bold).toEqual(expect.objectContaining({ sizeAdjust: '110%', ascentOverride: '90.91%' }))
  })

  it('leaves out an override the system face needs not', () => {
    const same = metrics('Brand', 500)
    const [face] = fallbackFontFaces(new Map([[400, same]]), [
      {
        name: 'Twin',
        faceFor: () => ({ metrics: { ...same, familyName: 'Twin' }, locals: ['Twin'] }),
      },
    ]).faces
    expect(Object.keys(face!)).toEqual(['fontFamily', 'src', 'fontWeight'])
  })

  it('refuses a brand with no weight to stand in for', () => {
    expect(() => fallbackFontFaces(new Map(), [system])).toThrow(/no weight/)
  })
})
