// Catches the budget's module sizes drifting from what each module put in the chunk.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { encode } from '@jridgewell/sourcemap-codec'
import { sourcesOf, textBySource } from './source-map'

const sources = ['turbopack:///[project]/components/a.tsx', 'turbopack:///[project]/lib/b.ts']

test('each mapping owns the text up to the next one; unmapped text goes to the bundler', () => {
  const js = 'wrap(function(){aaa;bbb})\nccc;'
  // Line 1: unmapped "wrap(", a.tsx from column 5, b.ts from column 20, unmapped from 23.
  const mappings = encode([[[5, 0, 0, 0], [20, 1, 0, 0], [23]], [[0, 1, 1, 0]]])
  const texts = textBySource(js, { sources, mappings })
  assert.deepEqual(Object.fromEntries(texts), {
    '': 'wrap(})',
    [sources[0]!]: 'function(){aaa;',
    [sources[1]!]: 'bbb' + 'ccc;',
  })
})

test("an index map's sections keep their place in the file", () => {
  const js = 'xx\nyyzz'
  const map = {
    sections: [
      {
        offset: { line: 0, column: 0 },
        map: { sources: [sources[0]!], mappings: encode([[[0, 0, 0, 0]]]) },
      },
      {
        offset: { line: 1, column: 2 },
        map: { sources: [sources[1]!], mappings: encode([[[0, 0, 0, 0]]]) },
      },
    ],
  }
  assert.deepEqual(Object.fromEntries(textBySource(js, map)), {
    '': 'yy',
    [sources[0]!]: 'xx',
    [sources[1]!]: 'zz',
  })
  assert.deepEqual(
    sourcesOf(map).map(({ source }) => source),
    sources,
  )
})
