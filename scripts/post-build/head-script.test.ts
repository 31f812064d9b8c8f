import assert from 'node:assert/strict'
import vm from 'node:vm'
import { test } from 'node:test'
import { headScript } from './head-script'

test('joins the sources into one smaller script that runs them in order', () => {
  const sources = [
    '(function first(list) { list.push("one") })(self.ran)',
    '(function second(list) { list.push("two") })(self.ran)',
  ]
  const script = headScript(...sources)
  assert.ok(script.length < sources.join(';').length)
  const context = { self: { ran: [] as string[] } }
  vm.runInNewContext(script, context)
  assert.deepEqual(context.self.ran, ['one', 'two'])
})

test('writes a closing tag in a string so that it does not end the <script> element', () => {
  const script = headScript('self.html = "<script></script>"')
  assert.ok(!/<\/script/i.test(script))
  const context = { self: { html: '' } }
  vm.runInNewContext(script, context)
  assert.equal(context.self.html, '<script></script>')
})

test('refuses a source that calls a helper the page does not have', () => {
  assert.throws(() => headScript('__name(function f() {}, "f")'), /would not run as written/)
})
