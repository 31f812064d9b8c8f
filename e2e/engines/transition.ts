import type { Engine } from './engine'

const KEY = '__engineAnimations'

/** What an engine animated on one CSS property of the page wrapper. */
export type Animated = { values: string[]; duration: number; finished: boolean }

/**
 * Runs in the page: when the content of <main> changes, keeps what the engine animates on the
 * page wrapper (`main > div`), per CSS property: its keyframe values, its duration, and whether
 * the engine ran it to its end. Read from the engine's own Animation objects rather than from
 * frames sampled by requestAnimationFrame, which a loaded machine paints too late to catch a
 * 0.4 s slide.
 */
function watchAnimations(key: string) {
  const animated: Record<string, Animated> = {}
  const seen = new Set<Animation>()
  Object.defineProperty(window, key, { value: animated, configurable: true })
  const notProperties = new Set(['composite', 'computedOffset', 'easing', 'offset'])
  new MutationObserver(() => {
    const wrapper = document.querySelector('main > div')
    for (const animation of document.getAnimations()) {
      const effect = animation.effect as KeyframeEffect
      if (seen.has(animation) || effect.target !== wrapper) continue
      seen.add(animation)
      const keyframes = effect.getKeyframes()
      const properties = Object.keys(keyframes[0] ?? {}).filter((name) => !notProperties.has(name))
      const records = properties.map((property): Animated => {
        const values = keyframes.map((keyframe) => String(keyframe[property]))
        const duration = Number(effect.getComputedTiming().duration)
        return (animated[property] = { values, duration, finished: false })
      })
      animation.addEventListener('finish', () => {
        for (const record of records) record.finished = true
      })
    }
  }).observe(document.querySelector('main')!, { childList: true, subtree: true })
}

/** Starts watching the animations of the next page that enters. */
export const watchEnteringPage = (engine: Engine) => engine.evaluate(watchAnimations, KEY)

/** What the engine animated on the entering page so far, per CSS property. */
export const enteringAnimations = (engine: Engine) =>
  engine.evaluate(
    (key) => (window as unknown as Record<string, Record<string, Animated> | undefined>)[key] ?? {},
    KEY,
  )

/** How the page wrapper stands now: its inline style and its computed opacity and transform. */
export const wrapperStyle = (engine: Engine) =>
  engine.evaluate(() => {
    const wrapper = document.querySelector('main > div')!
    const style = getComputedStyle(wrapper)
    return {
      inline: wrapper.getAttribute('style'),
      opacity: style.opacity,
      transform: style.transform,
    }
  })
