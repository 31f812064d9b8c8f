// /.well-known/security.txt (RFC 9116): where whoever finds a security problem reports it, read by
// people and by tools. The RFC fixes each field's name and form; the values come from content/.

export const SECURITY_TXT_PATH = '/.well-known/security.txt'

/** RFC 9116 §2.5.5 recommends an Expires less than a year ahead: a day short of one. */
export const VALID_DAYS = 364

const DAY_MS = 24 * 60 * 60 * 1000

export type SecurityTxt = {
  /** Where to report: a mailto:, https: or tel: URI. */
  contact: string
  /** The file's own address, so that a copy elsewhere is known for one. */
  canonical: string
  /** Language tags, most preferred first. */
  languages: readonly string[]
  /** When the file was written: it expires VALID_DAYS after that day, at midnight UTC. */
  builtAt: Date
}

/** The moment the file stops being valid: midnight UTC, VALID_DAYS after the day it was built. */
export function expiresAt(builtAt: Date): Date {
  const day = Date.UTC(builtAt.getUTCFullYear(), builtAt.getUTCMonth(), builtAt.getUTCDate())
  return new Date(day + VALID_DAYS * DAY_MS)
}

/** The file's text: one field per line, the date in RFC 3339's form (whole seconds, UTC). */
export function securityTxt({ contact, canonical, languages, builtAt }: SecurityTxt): string {
  return [
    `Contact: ${contact}`,
    `Expires: ${expiresAt(builtAt).toISOString().replace('.000Z', 'Z')}`,
    `Preferred-Languages: ${languages.join(', ')}`,
    `Canonical: ${canonical}`,
    '',
  ].join('\n')
}
