import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import vm from 'node:vm'
import { after, test } from 'node:test'
import { VERCEL_SCRIPTS } from '../../lib/analytics'
import type { DefaultPolicyRules } from '../../lib/trusted-types'
import { policyProblems, withPolicy } from './csp'
import { CHUNK_DIR } from '../lib/export'
import {
  allowedScriptUrls,
  policyScript,
  trustedTypesProblems,
  withTrustedTypes,
} from './trusted-types'

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`

const dirs: string[] = []
after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** A fake export whose chunk folder holds these files (name to content). */
function exportWithChunks(chunks: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trusted-types-'))
  dirs.push(dir)
  for (const [name, code] of Object.entries(chunks)) {
    const file = path.join(dir, CHUNK_DIR, name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, code)
  }
  return dir
}

/** Runs the script as a page would, with a stand-in `trustedTypes`, and returns its rules. */
function rulesOf(script: string): DefaultPolicyRules {
  const created: DefaultPolicyRules[] = []
  const trustedTypes = {
    createPolicy: (name: string, rules: DefaultPolicyRules) => {
      assert.equal(name, 'default')
      created.push(rules)
    },
  }
  vm.runInNewContext(script, { window: { trustedTypes } })
  assert.equal(created.length, 1)
  return created[0]!
}

test('the script, as written into the page, creates the policy on its own', () => {
  const script = policyScript(allowedScriptUrls(exportWithChunks({ 'a1-b_2.js': 'x' })))
  assert.ok(!/<\/script/i.test(script), 'nothing ends the <script> element early')
  const rules = rulesOf(script)
  assert.equal(
    rules.createScriptURL('/_next/static/chunks/a1-b_2.js'),
    '/_next/static/chunks/a1-b_2.js',
  )
  assert.equal(rules.createScriptURL('https://evil.example/_next/static/chunks/a.js'), null)
  assert.equal(rules.createScriptURL(VERCEL_SCRIPTS.analytics), null)
  assert.equal(rules.createHTML('<script></script>'), '<script></script>')
  assert.equal(rules.createHTML('<img src=x onerror=alert(1)>'), null)
  assert.doesNotThrow(() => vm.runInNewContext(script, { window: {} }), 'no Trusted Types')
})

test('allows Vercel’s scripts only in a build whose code loads them', () => {
  const measuring = exportWithChunks({
    'a.js': `load("${VERCEL_SCRIPTS.analytics}")`,
    'b.js': `load("${VERCEL_SCRIPTS.speedInsights}")`,
  })
  const rules = rulesOf(policyScript(allowedScriptUrls(measuring)))
  for (const url of Object.values(VERCEL_SCRIPTS)) assert.equal(rules.createScriptURL(url), url)
  const plain = rulesOf(policyScript(allowedScriptUrls(exportWithChunks({ 'a.js': 'x' }))))
  for (const url of Object.values(VERCEL_SCRIPTS)) assert.equal(plain.createScriptURL(url), null)
})

test('asks for the deployment’s query on every chunk when the pages carry one', () => {
  const dir = exportWithChunks({ 'a.js': '' })
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    page('<script src="/_next/static/chunks/a.js?dpl=dpl_3Xk9" async=""></script>'),
  )
  const rules = rulesOf(policyScript(allowedScriptUrls(dir)))
  const chunk = '/_next/static/chunks/b.js?dpl=dpl_3Xk9'
  assert.equal(rules.createScriptURL(chunk), chunk)
  assert.equal(rules.createScriptURL('/_next/static/chunks/b.js'), null)
  fs.writeFileSync(
    path.join(dir, 'sobre.html'),
    page('<script src="/_next/static/chunks/a.js" async=""></script>'),
  )
  assert.throws(() => allowedScriptUrls(dir), /different queries/)
})

test('fails the build on a chunk the policy would refuse, which could not load', () => {
  assert.throws(
    () => allowedScriptUrls(exportWithChunks({ 'a.js': '', 'sub/b.js': '', 'c.min.js': '' })),
    /would refuse: \/_next\/static\/chunks\/c\.min\.js, \/_next\/static\/chunks\/sub\/b\.js$/,
  )
})

test('puts the script right after the charset and the Content-Security-Policy, once, even if run twice', () => {
  const script = policyScript(allowedScriptUrls(exportWithChunks({})))
  const html = page(
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    '<script>x()</script>',
  )
  const once = withPolicy(withTrustedTypes(html, script))
  assert.ok(
    once.includes(
      `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${once.match(/content="([^"]+)"/)![1]}"/><script>${script}</script><script src=`,
    ),
  )
  assert.deepEqual(trustedTypesProblems(once, script), [])
  assert.deepEqual(policyProblems(once), [], 'its hash is in the policy')
  const twice = withPolicy(withTrustedTypes(once, script))
  assert.equal(twice, once)
})

test('finds a page where code could run before the policy exists', () => {
  const script = policyScript(allowedScriptUrls(exportWithChunks({})))
  const missing = withPolicy(page('', '<script>x()</script>'))
  assert.deepEqual(trustedTypesProblems(missing, script), [
    'the Trusted Types policy is not the first script of <head>',
    'the Trusted Types policy is not there once',
  ])
  const late = withPolicy(page(`<script src="/a.js"></script><script>${script}</script>`))
  assert.deepEqual(trustedTypesProblems(late, script), [
    'the Trusted Types policy is not the first script of <head>',
  ])
})
