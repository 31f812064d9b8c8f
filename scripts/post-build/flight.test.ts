import assert from 'node:assert/strict'
import vm from 'node:vm'
import { test } from 'node:test'
import { FLIGHT_DIR, inlineFlight, withExternalFlight } from './flight'

const push = (text: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, text]).replace(/</g, '\\u003c')})</script>`
const page = (body: string) =>
  `<html><head><title>t</title></head><body>${body}<script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `${push('0:{"a":"</script>"}\n')}${push('1:"\u2028é"\n')}<script>after()</script></body></html>`

test('joins the inline flight data into one script file, in place of the inline scripts', () => {
  const html = page('<p>hi</p>')
  const { html: out, script } = withExternalFlight(html)
  assert.ok(script)
  assert.match(script.name, new RegExp(`^${FLIGHT_DIR}/[0-9a-f]{16}\\.js$`))
  assert.equal(inlineFlight(out).scripts.length, 0)
  assert.ok(
    out.includes(`push([0])</script><script src="/${script.name}"></script><script>after()`),
    'a classic script after the bootstrap, where the data was',
  )
  const context: { self: { __next_f?: unknown } } = { self: {} }
  vm.runInNewContext(script.js, context)
  assert.equal(
    JSON.stringify(context.self.__next_f),
    JSON.stringify([[1, '0:{"a":"</script>"}\n1:"\u2028é"\n']]),
  )
})

test('names the file by its content and leaves a page without flight data alone', () => {
  const a = withExternalFlight(page('<p>a</p>')).script?.name
  assert.ok(a)
  assert.equal(withExternalFlight(page('<p>b</p>')).script?.name, a, 'same data, same file')
  const plain = '<html><head></head><body><p>no data</p></body></html>'
  assert.deepEqual(withExternalFlight(plain), { html: plain, script: null })
})
