// The one inline script the post-build writes into every page's <head>, minified with esbuild:
// every page carries it, and every byte of it counts against the HTML budget.
import { transformSync } from 'esbuild'

/**
 * The sources (each a complete statement, e.g. a function's text called at once) as one minified
 * script, in the order given. Throws if the result could not run as written in a <script> element:
 * a `</script` or `<!--` would end it early, and `__name` is a helper of the TypeScript runner
 * that the page does not have.
 */
export function headScript(...sources: string[]): string {
  const { code } = transformSync(sources.join(';\n'), { minify: true, target: 'es2018' })
  const script = code.trim().replace(/;$/, '')
  if (/<\/script|<!--|__name/i.test(script))
    throw new Error(`the head script would not run as written: ${script}`)
  return script
}
