import assert from 'node:assert/strict'
import vm from 'node:vm'
import { test } from 'node:test'
import type { DefaultPolicyRules } from './programs/trusted-types'
import { program } from './programs'

test('the head script, bundled from its sources, runs alone in a page with the build’s values', () => {
  const script = program('head', {
    SCRIPT_URLS: '^/_next/static/chunks/[\\w-]+\\.js$',
    ANY_MARKUP: false,
    THEME_STORAGE_KEY: 'site-theme',
  })
  assert.doesNotMatch(script, /<\/script|<!--/i, 'nothing ends its <script> element early')
  const policies: [string, DefaultPolicyRules][] = []
  const addresses: string[] = []
  const listening: string[] = []
  vm.runInNewContext(script, {
    window: {
      trustedTypes: {
        createPolicy: (name: string, rules: DefaultPolicyRules) => policies.push([name, rules]),
      },
      addEventListener: (type: string) => listening.push(type),
    },
    location: { pathname: '//servicos/', search: '?q=a', hash: '' },
    history: { replaceState: (_: unknown, __: string, url: string) => addresses.push(url) },
    performance: { getEntriesByType: () => [] },
  })
  const [[name, rules]] = policies as [[string, DefaultPolicyRules]]
  assert.equal(name, 'default')
  assert.equal(rules.createScriptURL('/_next/static/chunks/a-1.js'), '/_next/static/chunks/a-1.js')
  assert.equal(rules.createScriptURL('https://evil.example/a.js'), null)
  assert.equal(rules.createHTML('<b>x</b>'), null)
  assert.deepEqual(addresses, ['/servicos/?q=a'])
  assert.deepEqual(listening, ['click'], 'the theme toggle answers')
})
