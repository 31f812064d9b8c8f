// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function, sent as source
type Helper = (...args: any[]) => unknown

/**
 * The source of an expression that calls `fn` with `args` in a page, with `helpers` (named
 * functions `fn` calls) defined beside it. Functions reach the browser as their source; tsx
 * compiles them with esbuild's keepNames, which wraps named inner functions in a `__name()` call
 * that no page defines (privatenumber/tsx#113, evanw/esbuild#1438), so the expression brings its own.
 */
export function pageScript<A extends unknown[]>(
  fn: (...args: A) => unknown,
  args: A,
  helpers: Helper[] = [],
): string {
  const defined = helpers.map((helper) => `const ${helper.name} = ${helper.toString()};`)
  return `(() => { const __name = (target) => target; ${defined.join(' ')} return (${fn.toString()})(...${JSON.stringify(args)}) })()`
}
