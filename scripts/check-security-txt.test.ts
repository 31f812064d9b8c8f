import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, test } from 'node:test'
import { securityContact } from '@/content/company'
import { SECURITY_TXT_PATH, securityTxt } from '@/lib/security-txt'
import { SITE_URL } from '../config/settings'
import { checkSecurityTxt, readFields, securityTxtProblems } from './check-security-txt'

const BUILT = new Date('2026-11-26T12:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const CANONICAL = `${SITE_URL}${SECURITY_TXT_PATH}`
/** The file as the site writes it, built on BUILT. */
const written = securityTxt({
  contact: `mailto:${securityContact.email}`,
  canonical: CANONICAL,
  languages: securityContact.languages,
  builtAt: BUILT,
})
const problemsOn = (text: string, now = BUILT) => securityTxtProblems(text, now, SITE_URL)

const dirs: string[] = []
after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

test('the file the site writes passes on the day it is built and until it expires', () => {
  assert.deepEqual(problemsOn(written), [])
  assert.deepEqual(problemsOn(written, new Date(BUILT.getTime() + 360 * DAY)), [])
})

test('reads fields in any case, skipping comments and blank lines, and names a stray line', () => {
  const { fields, problems } = readFields('# Olá\n\ncontact: a\nCONTACT: b\r\nExpires:x\nolá\n')
  assert.deepEqual(
    [...fields],
    [
      ['contact', ['a', 'b']],
      ['expires', ['x']],
    ],
  )
  assert.deepEqual(problems, ['line 6 is neither a field nor a comment: olá'])
})

test('an expired file, or one valid for a year or more, fails', () => {
  assert.match(problemsOn(written, new Date(BUILT.getTime() + 365 * DAY)).join(), /^expired on /)
  const far = written.replace(/^Expires: .*$/m, 'Expires: 2027-11-26T12:00:00Z')
  assert.match(problemsOn(far).join(), /a year or more away/)
  const vague = written.replace(/^Expires: .*$/m, 'Expires: 25/11/2027')
  assert.match(problemsOn(vague).join(), /not an RFC 3339 date/)
  assert.match(problemsOn(written + 'Expires: 2027-01-01T00:00:00Z\n').join(), /expires appears 2/)
})

test('a contact, language list or address other than content/’s fails', () => {
  const other = written.replace(securityContact.email, 'someone@example.com')
  assert.deepEqual(problemsOn(other), [`no Contact: mailto:${securityContact.email}`])
  assert.match(problemsOn(written + 'Contact: ftp://x\n').join(), /not mailto:, https: or tel:/)
  const english = written.replace(/^Preferred-Languages: .*$/m, 'Preferred-Languages: en')
  assert.deepEqual(problemsOn(english), [
    `Preferred-Languages is not ${securityContact.languages.join(', ')}`,
  ])
  const preview = written.replace(CANONICAL, 'https://preview.example.com/.well-known/security.txt')
  assert.deepEqual(problemsOn(preview), [`no Canonical: ${CANONICAL}`])
})

test('an export without the file fails', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-txt-'))
  dirs.push(dir)
  assert.deepEqual(checkSecurityTxt(dir), [`${SECURITY_TXT_PATH} is missing`])
  fs.mkdirSync(path.join(dir, '.well-known'))
  fs.writeFileSync(path.join(dir, SECURITY_TXT_PATH), written)
  assert.deepEqual(checkSecurityTxt(dir, BUILT), [])
})
