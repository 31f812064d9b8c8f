// Records what a page's inline scripts do; anything else they reach for answers inertly.
import vm from 'node:vm'

export type PolicyRules = Partial<Record<'createHTML' | 'createScriptURL' | 'createScript', Rule>>
type Rule = (input: string) => unknown

export type Effects = {
  policies: { name: string; rules: PolicyRules }[]
  root: string
}

export type Visitor = { storage?: Record<string, string> | 'blocked'; prefersDark?: boolean }

const inert: unknown = new Proxy(() => {}, {
  get: (_, key) => (key === Symbol.toPrimitive ? () => '' : inert),
  apply: () => inert,
  construct: () => inert as object,
})

const lenient = <T extends object>(object: T): T =>
  new Proxy(object, {
    get: (target, key) =>
      key in target ? Reflect.get(target, key) : typeof key === 'string' ? inert : undefined,
  })

export function runInStandIn(script: string, { storage = {}, prefersDark = false }: Visitor = {}) {
  const effects: Effects = { policies: [], root: '' }
  const classes = new Set<string>()
  const attributes = new Map<string, string>()
  const style = { colorScheme: '' }
  const root = lenient({
    classList: lenient({
      add: (...names: string[]) => names.forEach((name) => classes.add(name)),
      remove: (...names: string[]) => names.forEach((name) => classes.delete(name)),
      contains: (name: string) => classes.has(name),
    }),
    setAttribute: (name: string, value: unknown) => attributes.set(name, String(value)),
    removeAttribute: (name: string) => attributes.delete(name),
    style,
  })
  const stored = storage === 'blocked' ? null : { ...storage }
  const open = () => {
    if (!stored) throw new Error('SecurityError')
    return stored
  }
  const global: Record<string, unknown> = {
    document: lenient({
      documentElement: root,
      createElement: (tag: string) => lenient({ tagName: tag.toUpperCase() }),
      querySelector: () => null,
    }),
    trustedTypes: {
      createPolicy: (name: string, rules: PolicyRules) => effects.policies.push({ name, rules }),
    },
    location: lenient({ pathname: '/', search: '', hash: '' }),
    history: lenient({}),
    performance: lenient({ getEntriesByType: () => [] }),
    localStorage: lenient({
      getItem: (key: string) => open()[key] ?? null,
      setItem: (key: string, value: unknown) => void (open()[key] = String(value)),
      removeItem: (key: string) => void delete open()[key],
    }),
    matchMedia: (query: string) => lenient({ matches: prefersDark && query.includes('dark') }),
  }
  global.window = global.self = lenient(global)
  try {
    vm.runInContext(script, vm.createContext(global), { timeout: 1000 })
  } catch {
    // What a script did before it threw still counts.
  }
  effects.root = JSON.stringify([[...classes].sort(), [...attributes].sort(), style.colorScheme])
  return effects
}
