import type { FontMetrics } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import arialBold from '@capsizecss/metrics/arial/700'
import plusJakartaSans from '@capsizecss/metrics/plusJakartaSans'
import plusJakartaSans500 from '@capsizecss/metrics/plusJakartaSans/500'
import plusJakartaSans600 from '@capsizecss/metrics/plusJakartaSans/600'
import plusJakartaSans700 from '@capsizecss/metrics/plusJakartaSans/700'
import plusJakartaSans800 from '@capsizecss/metrics/plusJakartaSans/800'
import roboto from '@capsizecss/metrics/roboto'
import roboto500 from '@capsizecss/metrics/roboto/500'
import roboto600 from '@capsizecss/metrics/roboto/600'
import roboto700 from '@capsizecss/metrics/roboto/700'
import roboto800 from '@capsizecss/metrics/roboto/800'
import { fallbackFontFaces, type SystemFont } from './fallback-fonts'

export const BRAND_METRICS: ReadonlyMap<number, FontMetrics> = new Map([
  [400, plusJakartaSans],
  [500, plusJakartaSans500],
  [600, plusJakartaSans600],
  [700, plusJakartaSans700],
  [800, plusJakartaSans800],
])

// Linux's Liberation Sans and ChromeOS's Arimo share Arial's metrics; Android has Roboto only.
const arialAlike: SystemFont = {
  name: 'Arial',
  faceFor: (weight) =>
    weight < 600
      ? {
          metrics: arial,
          locals: ['Arial', 'Liberation Sans', 'Arimo'],
        }
      : {
          metrics: arialBold,
          locals: ['Arial Bold', 'Liberation Sans Bold', 'Arimo Bold'],
        },
}

const ROBOTO_FACES = new Map([
  [400, { metrics: roboto, name: 'Regular' }],
  [500, { metrics: roboto500, name: 'Medium' }],
  [600, { metrics: roboto600, name: 'SemiBold' }],
  [700, { metrics: roboto700, name: 'Bold' }],
  [800, { metrics: roboto800, name: 'ExtraBold' }],
])

// A static face by its full name, else the variable Roboto of recent Android.
const robotoFaces: SystemFont = {
  name: 'Roboto',
  faceFor: (weight) => {
    const face = ROBOTO_FACES.get(weight) ?? ROBOTO_FACES.get(400)!
    return { metrics: face.metrics, locals: [`Roboto ${face.name}`, 'Roboto'] }
  },
}

export const brandFallbacks = fallbackFontFaces(BRAND_METRICS, [arialAlike, robotoFaces])
