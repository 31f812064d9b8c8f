import assert from 'node:assert/strict'
import vm from 'node:vm'
import { test } from 'node:test'
import type { DefaultPolicyRules } from './programs/trusted-types'
import { THEME_SWITCH_ATTRIBUTE } from '../../config/theme'
import { program } from './programs'

function themePage({ saved = {} as Record<string, string>, osDark = false } = {}) {
  const classes = new Set(['dark'])
  const held = new Set<string>()
  const frames: (() => void)[] = []
  const storage = { saved, blocked: false }
  const root = {
    classList: {
      contains: (name: string) => classes.has(name),
      remove: (...names: string[]) => names.forEach((name) => classes.delete(name)),
      add: (name: string) => classes.add(name),
    },
    setAttribute: (name: string) => held.add(name),
    removeAttribute: (name: string) => held.delete(name),
    style: { colorScheme: '' },
  }
  const window = {
    document: { documentElement: root },
    localStorage: {
      getItem: (key: string) => saved[key] ?? null,
      setItem: (key: string, value: string) => {
        if (storage.blocked) throw new Error('SecurityError')
        saved[key] = value
      },
    },
    matchMedia: (query: string) => ({ matches: osDark && query.includes('dark') }),
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
  }
  return { window, classes, held, frames, root, storage }
}

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
  const theme = themePage()
  vm.runInNewContext(script, {
    window: {
      ...theme.window,
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
  assert.deepEqual([...theme.classes], ['light'], 'nothing saved: the OS theme')
  assert.deepEqual(listening, ['click'], 'the theme toggle answers')
})

test('until the page’s code answers it, the head script switches, saves and holds transitions', () => {
  const saved = { key: 'light' }
  const { window, classes, held, frames, root, storage } = themePage({ saved, osDark: true })
  let answer: (event: object) => void = () => {}
  vm.runInNewContext(
    program('head', { SCRIPT_URLS: '^$', ANY_MARKUP: false, THEME_STORAGE_KEY: 'key' }),
    {
      window: {
        ...window,
        addEventListener: (_: string, listener: typeof answer) => (answer = listener),
      },
      location: { pathname: '/', search: '', hash: '' },
      history: {},
      performance: {},
    },
  )
  assert.deepEqual([...classes], ['light'], 'the saved theme beats the OS')
  const tap = (onToggle: boolean, defaultPrevented = false) =>
    answer({ defaultPrevented, target: { closest: () => (onToggle ? {} : null) } })

  tap(false)
  tap(true, true)
  assert.deepEqual([[...classes], saved], [['light'], { key: 'light' }], 'elsewhere, or answered')
  tap(true)
  assert.deepEqual(
    [[...classes], root.style.colorScheme, saved],
    [['dark'], 'dark', { key: 'dark' }],
  )
  assert.deepEqual([...held], [THEME_SWITCH_ATTRIBUTE])
  frames.shift()!()
  frames.shift()!()
  assert.deepEqual([...held], [], 'transitions come back once the new theme is drawn')
  storage.blocked = true
  tap(true)
  assert.deepEqual([[...classes], saved], [['light'], { key: 'dark' }], 'switched, not saved')
})
