import assert from 'node:assert/strict'
import { test } from 'node:test'
import { inlinedStylesheets, inlineFlight, rscPayloadFiles, rscPayloadsOf } from './export'
import { flightPush, inlineFlightScripts, fakeExport } from './export-fixtures'

test('reads a page’s inline flight stream, joined, and the scripts it came from', () => {
  const html = `<body><p>oi</p>${inlineFlightScripts('0:{"a":"</script>&"}\n', '1:"\u2028é"\n')}</body>`
  const flight = inlineFlight(html)
  assert.equal(flight.text, '0:{"a":"</script>&"}\n1:"\u2028é"\n')
  assert.equal(flight.scripts.length, 3, 'the bootstrap, which carries no data, and two pushes')
  assert.equal(flight.scripts[0]!.index, html.indexOf('<script>'))
  assert.equal(flight.scripts[1]!.index, html.indexOf(flightPush('0:{"a":"</script>&"}\n')))
  assert.deepEqual(inlineFlight('<body><p>no data</p></body>'), { scripts: [], text: '' })
})

test('refuses a flight chunk that is not text', () => {
  assert.throws(
    () => inlineFlight(flightPush('0:{}\n').replace('[1,', '[3,')),
    /flight chunk of type 3/,
  )
})

test('finds the RSC payloads by name, beside their page, and no other text file', () => {
  const dir = fakeExport({
    'index.html': '',
    'index.txt': '',
    '__next._tree.txt': '',
    '404.html': '',
    'sobre/index.html': '',
    'sobre/__next.sobre.__PAGE__.txt': '',
    'robots.txt': '',
    '.well-known/security.txt': '',
    '_next/static/x/index.txt': '',
  })
  assert.deepEqual(rscPayloadFiles(dir), [
    '__next._tree.txt',
    'index.txt',
    'sobre/__next.sobre.__PAGE__.txt',
  ])
  assert.deepEqual(rscPayloadsOf(dir, 'index.html'), ['__next._tree.txt', 'index.txt'])
  assert.deepEqual(rscPayloadsOf(dir, 'sobre/index.html'), ['sobre/__next.sobre.__PAGE__.txt'])
  assert.deepEqual(rscPayloadsOf(dir, '404.html'), [])
})

test('reads the stylesheets of every inline <style>, once each', () => {
  const html =
    '<style data-precedence="next" data-href="/a.css /b.css">x</style><style>y</style>' +
    '<style data-href="/a.css">x</style>'
  assert.deepEqual(inlinedStylesheets(html), ['/a.css', '/b.css'])
})
