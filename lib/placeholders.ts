export type Placeholder = {
  label: string
  placeholder: unknown
  value: unknown
}

export type MissingFact = { key: string; label: string; placeholder: unknown }

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

export function missingFactsOf(list: Record<string, Placeholder>): MissingFact[] {
  return Object.entries(list)
    .filter(([, fact]) => sameFact(fact.value, fact.placeholder))
    .map(([key, { label, placeholder }]) => ({ key, label, placeholder }))
}

export function launchRefusal(
  missing: MissingFact[],
  deploy: { production: boolean; allowsPlaceholders: boolean },
): string | null {
  if (!deploy.production || deploy.allowsPlaceholders || missing.length === 0) return null
  const facts = missing.map(
    (fact) => `  - ${fact.label}: still ${JSON.stringify(fact.placeholder)}`,
  )
  return [
    `This production build (VERCEL_ENV or SITE_ENV is production) would show ${missing.length} placeholders for the company's facts:`,
    ...facts,
    'Write the real values in content/facts.ts, or build a deliberate demo with',
    'SITE_ALLOW_PLACEHOLDERS=1, which says its data is illustrative.',
  ].join('\n')
}
