import { createFontStack, type FontMetrics } from '@capsizecss/core'

export type LocalFace = { metrics: FontMetrics; locals: readonly string[] }

export type SystemFont = { name: string; faceFor: (weight: number) => LocalFace }

export type FallbackFace = Record<string, string>

export function fallbackFontFaces(
  brand: ReadonlyMap<number, FontMetrics>,
  systemFonts: readonly SystemFont[],
): { families: string[]; faces: FallbackFace[] } {
  const families: string[] = []
  const faces: FallbackFace[] = []
  for (const font of systemFonts) {
    const family = `${firstOf(brand).familyName} Fallback: ${font.name}`
    families.push(family)
    for (const [weight, metrics] of brand) {
      const local = font.faceFor(weight)
      const [stack] = createFontStack([metrics, local.metrics], {
        fontFaceFormat: 'styleObject',
      }).fontFaces
      const { sizeAdjust, ascentOverride, descentOverride, lineGapOverride } = stack!['@font-face']
      const overrides = { sizeAdjust, ascentOverride, descentOverride, lineGapOverride }
      faces.push({
        fontFamily: JSON.stringify(family),
        src: local.locals.map((name) => `local(${JSON.stringify(name)})`).join(', '),
        fontWeight: String(weight),
        ...Object.fromEntries(
          Object.entries(overrides).flatMap(([key, value]) =>
            value === undefined ? [] : [[key, hundredths(value)]],
          ),
        ),
      })
    }
  }
  return { families, faces }
}

// Under a hundredth of a pixel at any size the site sets, and fewer bytes on every page.
const hundredths = (percent: string) => `${Math.round(Number.parseFloat(percent) * 100) / 100}%`

function firstOf(brand: ReadonlyMap<number, FontMetrics>): FontMetrics {
  const [first] = brand.values()
  if (!first) throw new Error('no weight of the brand font to stand in for')
  return first
}
