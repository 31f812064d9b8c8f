/** A fact shipped with a stand-in until the real one is supplied (content/stand-ins.ts). */
export type StandIn = {
  /** What it is, as the "Prévia" badge and the demo notice name it. */
  label: string
  /** Where to write the real value. */
  file: string
  /** The stand-in: while the site's value is this one, the fact is still missing. */
  standIn: unknown
  /** The site's value now. */
  value: unknown
}

export type MissingFact = Omit<StandIn, 'value'> & { key: string }

/** Whether two facts are the same value: strings, numbers, or records of them, key by key. */
export function sameFact(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return Object.is(a, b)
  }
  const [left, right] = [a as Record<string, unknown>, b as Record<string, unknown>]
  const keys = Object.keys(left)
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => key in right && sameFact(left[key], right[key]))
  )
}

/** The facts whose value is still their stand-in, in the list's order. */
export function stillStandingIn(list: Record<string, StandIn>): MissingFact[] {
  return Object.entries(list)
    .filter(([, fact]) => sameFact(fact.value, fact.standIn))
    .map(([key, { label, file, standIn }]) => ({ key, label, file, standIn }))
}

/**
 * Why a build must stop: a production deploy that would show stand-ins, unless it is a
 * deliberate demo. The message names each fact, its stand-in and the file to edit. Null when the
 * build may go on.
 */
export function launchRefusal(
  missing: MissingFact[],
  deploy: { production: boolean; allowsPlaceholders: boolean },
): string | null {
  if (!deploy.production || deploy.allowsPlaceholders || missing.length === 0) return null
  const facts = missing.map(
    (fact) => `  - ${fact.label}: still ${JSON.stringify(fact.standIn)} in ${fact.file}`,
  )
  return [
    `This production build (VERCEL_ENV or SITE_ENV is production) would show ${missing.length} stand-ins for the company's facts:`,
    ...facts,
    'Write the real values in those files (the list is content/stand-ins.ts), or build a',
    'deliberate demo with SITE_ALLOW_PLACEHOLDERS=1, which says its data is illustrative.',
  ].join('\n')
}
