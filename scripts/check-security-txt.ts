// Catches a security.txt (RFC 9116) nobody could use: missing, malformed, expired or valid over a
// year, or not naming content/'s contact, languages and the production address. Parsed by hand:
// no maintained npm package parses RFC 9116. Usage: tsx scripts/check-security-txt.ts [out]
import fs from 'node:fs'
import path from 'node:path'
import { securityContact } from '@/content/company'
import { absoluteUrl } from '@/lib/metadata'
import { SECURITY_TXT_PATH } from '@/lib/security-txt'
import { SITE_URL } from './lib/export'

const YEAR_MS = 365 * 24 * 60 * 60 * 1000
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i
const FIELD = /^([A-Za-z0-9-]+):[ \t]*(.*?)[ \t]*$/
// RFC 9116 §2.5 allows these once at most.
const SINGLE = ['expires', 'preferred-languages']

function readFields(text: string): { fields: Map<string, string[]>; problems: string[] } {
  const fields = new Map<string, string[]>()
  const problems: string[] = []
  text.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim() || line.startsWith('#')) return
    const [, name, value = ''] = line.match(FIELD) ?? []
    if (!name) return problems.push(`line ${index + 1} is neither a field nor a comment: ${line}`)
    fields.set(name.toLowerCase(), [...(fields.get(name.toLowerCase()) ?? []), value])
  })
  return { fields, problems }
}

function securityTxtProblems(text: string, now: Date, siteUrl: string): string[] {
  const { fields, problems } = readFields(text)
  const values = (name: string) => fields.get(name) ?? []
  for (const name of SINGLE)
    if (values(name).length > 1) problems.push(`${name} appears ${values(name).length} times`)

  const contact = `mailto:${securityContact.email}`
  if (!values('contact').includes(contact)) problems.push(`no Contact: ${contact}`)
  for (const uri of values('contact'))
    if (!/^(mailto|https|tel):/.test(uri))
      problems.push(`Contact ${uri} is not mailto:, https: or tel:`)

  const [expires] = values('expires')
  const until = expires && RFC_3339.test(expires) ? new Date(expires).getTime() : NaN
  if (Number.isNaN(until)) problems.push(`Expires is not an RFC 3339 date and time: ${expires}`)
  else if (until <= now.getTime()) problems.push(`expired on ${expires}`)
  else if (until - now.getTime() >= YEAR_MS)
    problems.push(`Expires ${expires} is a year or more away`)

  const languages = securityContact.languages.join(', ')
  if (values('preferred-languages')[0] !== languages)
    problems.push(`Preferred-Languages is not ${languages}`)
  const canonical = absoluteUrl(siteUrl, SECURITY_TXT_PATH)
  if (!values('canonical').includes(canonical)) problems.push(`no Canonical: ${canonical}`)
  return problems
}

export function checkSecurityTxt(dir: string, now = new Date(), siteUrl = SITE_URL): string[] {
  const file = path.join(dir, SECURITY_TXT_PATH)
  if (!fs.existsSync(file)) return [`${SECURITY_TXT_PATH} is missing`]
  return securityTxtProblems(fs.readFileSync(file, 'utf8'), now, siteUrl)
}
