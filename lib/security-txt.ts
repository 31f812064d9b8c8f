export const SECURITY_TXT_PATH = '/.well-known/security.txt'

// RFC 9116 §2.5.5 recommends an Expires less than a year ahead: a day short of one.
export const VALID_DAYS = 364

const DAY_MS = 24 * 60 * 60 * 1000

export type SecurityTxt = {
  contact: string
  canonical: string
  languages: readonly string[]
  builtAt: Date
}

export function expiresAt(builtAt: Date): Date {
  const day = Date.UTC(builtAt.getUTCFullYear(), builtAt.getUTCMonth(), builtAt.getUTCDate())
  return new Date(day + VALID_DAYS * DAY_MS)
}

export function securityTxt({ contact, canonical, languages, builtAt }: SecurityTxt): string {
  return [
    `Contact: ${contact}`,
    `Expires: ${expiresAt(builtAt).toISOString().replace('.000Z', 'Z')}`,
    `Preferred-Languages: ${languages.join(', ')}`,
    `Canonical: ${canonical}`,
    '',
  ].join('\n')
}
