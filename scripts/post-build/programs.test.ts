import assert from 'node:assert/strict'
import vm from 'node:vm'
import { test } from 'node:test'
import type { DefaultPolicyRules } from './programs/trusted-types'
import { THEME_SWITCH_ATTRIBUTE, THEME_TOGGLE_ANSWERED_ATTRIBUTE } from '../../config/theme'
import { program } from './programs'

const COLORS = { light: '#fff', dark: '#000' }

type Listener = { listener: (event: object) => void; capture: boolean }

function themePage({ saved = {} as Record<string, string>, osDark = false } = {}) {
  const classes = new Set(['dark'])
  const attributes = new Set<string>()
  const frames: (() => void)[] = []
  const storage = { saved, blocked: false }
  const head: { name?: string; content?: string }[] = []
  const observers: (() => void)[] = []
  const listeners: Listener[] = []
  const root = {
    classList: {
      contains: (name: string) => classes.has(name),
      remove: (...names: string[]) => names.forEach((name) => classes.delete(name)),
      add: (name: string) => classes.add(name),
    },
    setAttribute: (name: string) => attributes.add(name),
    removeAttribute: (name: string) => attributes.delete(name),
    style: { colorScheme: '' },
  }
  const window = {
    document: {
      documentElement: root,
      head: { append: (element: (typeof head)[number]) => head.push(element) },
      createElement: () => ({}),
    },
    localStorage: {
      getItem: (key: string) => saved[key] ?? null,
      setItem: (key: string, value: string) => {
        if (storage.blocked) throw new Error('SecurityError')
        saved[key] = value
      },
      removeItem: (key: string) => delete saved[key],
    },
    matchMedia: (query: string) => ({ matches: osDark && query.includes('dark') }),
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    MutationObserver: class {
      constructor(callback: () => void) {
        observers.push(callback)
      }
      observe() {}
    },
    addEventListener: (_: string, listener: Listener['listener'], capture = false) =>
      listeners.push({ listener, capture }),
  }
  /** A click, as the browser dispatches it: capture first, then bubbling. */
  const tap = (onToggle: boolean, answeredByThePage = false) => {
    const event = { defaultPrevented: false, target: { closest: () => (onToggle ? {} : null) } }
    for (const { listener } of listeners.filter((each) => each.capture)) listener(event)
    event.defaultPrevented = answeredByThePage
    for (const { listener } of listeners.filter((each) => !each.capture)) listener(event)
    for (const observer of observers) observer()
  }
  return { window, classes, attributes, frames, root, storage, head, tap }
}

const run = (page: ReturnType<typeof themePage>, globals: object = {}, window: object = {}) =>
  vm.runInNewContext(
    program('head', {
      SCRIPT_URLS: '^/_next/static/chunks/[\\w-]+\\.js$',
      ANY_MARKUP: false,
      THEME_STORAGE_KEY: 'key',
      THEME_COLORS: COLORS,
    }),
    {
      location: { pathname: '/', search: '', hash: '' },
      history: {},
      performance: { getEntriesByType: () => [] },
      ...globals,
      window: { ...page.window, ...window },
    },
  )

test('the head script, bundled from its sources, runs alone in a page with the build’s values', () => {
  const policies: [string, DefaultPolicyRules][] = []
  const addresses: string[] = []
  const page = themePage()
  const trustedTypes = {
    createPolicy: (name: string, rules: DefaultPolicyRules) => policies.push([name, rules]),
  }
  run(
    page,
    {
      location: { pathname: '//servicos/', search: '?q=a', hash: '' },
      history: { replaceState: (_: unknown, __: string, url: string) => addresses.push(url) },
    },
    { trustedTypes },
  )
  const [[name, rules]] = policies as [[string, DefaultPolicyRules]]
  assert.equal(name, 'default')
  assert.equal(rules.createScriptURL('/_next/static/chunks/a-1.js'), '/_next/static/chunks/a-1.js')
  assert.equal(rules.createScriptURL('https://evil.example/a.js'), null)
  assert.equal(rules.createHTML('<b>x</b>'), null)
  assert.deepEqual(addresses, ['/servicos/?q=a'])
  assert.deepEqual([...page.classes], ['light'], 'nothing saved: the OS theme')
  assert.deepEqual(page.head, [{ name: 'theme-color', content: COLORS.light }], 'the bar too')
  assert.deepEqual([...page.attributes], [THEME_TOGGLE_ANSWERED_ATTRIBUTE], 'the toggle shown')
})

test('a stored value next-themes would not accept is dropped, and the OS decides', () => {
  const saved = { key: 'Dark' }
  const page = themePage({ saved, osDark: true })
  run(page)
  assert.deepEqual([[...page.classes], saved], [['dark'], {}])
})

test('until the page’s code answers it, the head script switches and saves; every tap holds transitions', () => {
  const saved = { key: 'light' }
  const page = themePage({ saved, osDark: true })
  const { classes, attributes, frames, root, storage, head, tap } = page
  run(page)
  assert.deepEqual([...classes], ['light'], 'the saved theme beats the OS')
  const held = () => attributes.has(THEME_SWITCH_ATTRIBUTE)

  tap(false)
  assert.equal(held(), false, 'a tap elsewhere')
  tap(true, true)
  assert.deepEqual([[...classes], saved, held()], [['light'], { key: 'light' }, true], 'answered')
  frames.splice(0).forEach((frame) => frame())
  frames.splice(0).forEach((frame) => frame())
  assert.equal(held(), false, 'transitions come back once the new theme is drawn')
  tap(true)
  assert.deepEqual(
    [[...classes], root.style.colorScheme, saved, head[0]!.content],
    [['dark'], 'dark', { key: 'dark' }, COLORS.dark],
  )
  storage.blocked = true
  tap(true)
  assert.deepEqual([[...classes], saved], [['light'], { key: 'dark' }], 'switched, not saved')
})
