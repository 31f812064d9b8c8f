import assert from 'node:assert/strict'
import vm from 'node:vm'
import { test } from 'node:test'
import { FLIGHT_DIR, FLIGHT_QUEUE, inlineFlight } from '../lib/export'
import { inlineFlightScripts } from '../lib/export-fixtures'
import { withExternalFlight } from './flight'

const STREAM = ['0:{"a":"</script>"}\n', '1:"\u2028é"\n']
const page = (body: string) =>
  `<html><head><title>t</title></head><body>${body}${inlineFlightScripts(...STREAM)}` +
  '<script>after()</script></body></html>'

/** What a script file leaves in the queue when a browser runs it, as JSON. */
function pushed(js: string): string {
  const context: { self: Record<string, unknown> } = { self: {} }
  vm.runInNewContext(js, context)
  return JSON.stringify(context.self[FLIGHT_QUEUE])
}

test('writes the stream it is given to a script file, in place of the inline scripts', () => {
  const html = page('<p>hi</p>')
  const { html: out, script } = withExternalFlight(html, inlineFlight(html), 'edited\n')
  assert.ok(script)
  assert.match(script.name, new RegExp(`^${FLIGHT_DIR.slice(1)}[0-9a-f]{16}\\.js$`))
  assert.equal(inlineFlight(out).scripts.length, 0)
  assert.ok(
    out.includes(`<p>hi</p><script src="/${script.name}"></script><script>after()`),
    'a classic script where the bootstrap and the data were',
  )
  assert.equal(pushed(script.js), JSON.stringify([[0], [1, 'edited\n']]))
})

test('names the file by its content and leaves a page without flight data alone', () => {
  const move = (html: string) => withExternalFlight(html, inlineFlight(html), STREAM.join(''))
  const a = move(page('<p>a</p>')).script
  assert.ok(a)
  assert.equal(pushed(a.js), JSON.stringify([[0], [1, STREAM.join('')]]))
  assert.equal(move(page('<p>b</p>')).script?.name, a.name, 'same data, same file')
  const plain = '<html><head></head><body><p>no data</p></body></html>'
  assert.deepEqual(move(plain), { html: plain, script: null })
})
