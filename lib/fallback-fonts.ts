import { createFontStack, type FontMetrics } from '@capsizecss/core'

/** A face of a font that devices have, by the names local() finds it under. */
export type LocalFace = { metrics: FontMetrics; locals: readonly string[] }

/** A font devices have, and its face that stands in for each weight of the brand font. */
export type SystemFont = { name: string; faceFor: (weight: number) => LocalFace }

/**
 * An @font-face rule as a style object: fontFamily, src, fontWeight and capsize's sizeAdjust,
 * ascentOverride, descentOverride and lineGapOverride, less those the face does not need.
 */
export type FallbackFace = Record<string, string>

/**
 * The @font-face rules that draw the brand font's text in a system font until it arrives: for
 * each system font and weight, that font's face scaled to the brand's average character width
 * and given its ascent, descent and line gap (capsize's overrides), so the swap moves nothing
 * but the glyphs. `families` is their order in a font-family stack, before the generic family.
 */
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

// A hundredth of a percent is under a hundredth of a pixel at any size the site sets text in,
// and shorter figures weigh less in the stylesheet every page carries.
const hundredths = (percent: string) => `${Math.round(Number.parseFloat(percent) * 100) / 100}%`

function firstOf(brand: ReadonlyMap<number, FontMetrics>): FontMetrics {
  const [first] = brand.values()
  if (!first) throw new Error('no weight of the brand font to stand in for')
  return first
}
