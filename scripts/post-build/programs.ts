import { buildSync } from 'esbuild'
import { fileURLToPath } from 'node:url'

type Program = 'head'

export function program(name: Program, constants: Record<string, unknown>): string {
  const [output] = buildSync({
    entryPoints: [fileURLToPath(new URL(`programs/${name}.ts`, import.meta.url))],
    bundle: true,
    minify: true,
    format: 'iife',
    // Next 16's own browser floor.
    target: ['chrome111', 'firefox111', 'safari16.4'],
    write: false,
    logLevel: 'silent',
    define: Object.fromEntries(
      Object.entries(constants).map(([key, value]) => [key, JSON.stringify(value)]),
    ),
  }).outputFiles
  return output!.text.trim().replace(/;$/, '')
}
