import assert from 'node:assert/strict'
import { test } from 'node:test'
import { inlineFlight } from './flight'
import { inlinedStylesheets, withStylesheetOnce, withoutStylesheetText } from './stylesheet-once'

const CSS = 'a{color:red}.é{content:"<ok>"}\n'
const SMALL = '@font-face{font-family:x}'
const row = (css: string) => `:T${Buffer.byteLength(css).toString(16)},${css}`

test('empties the stylesheet’s text rows and inline children, and nothing else', () => {
  const flight =
    `2${row(CSS)}5:["$","style","1",{"href":"/a.css","children":"$2"}]\n` +
    `6:["$","style","0",{"href":"/b.css","children":${JSON.stringify(SMALL)}}]\n` +
    `7${row('other text')}8:["$","p",null,{"children":"a{color:red}"}]\n`
  const { text, emptied } = withoutStylesheetText(flight, [CSS, SMALL])
  assert.equal(emptied, 2)
  assert.equal(
    text,
    `2:T0,5:["$","style","1",{"href":"/a.css","children":"$2"}]\n` +
      `6:["$","style","0",{"href":"/b.css","children":""}]\n` +
      `7${row('other text')}8:["$","p",null,{"children":"a{color:red}"}]\n`,
  )
})

test('reads the hrefs of every inline <style>', () => {
  const html = '<style data-precedence="next" data-href="/a.css /b.css">x</style><style>y</style>'
  assert.deepEqual([...inlinedStylesheets(html)], ['/a.css', '/b.css'])
})

test('rewrites the page’s flight scripts as one, escaped as Next escapes them', () => {
  const stream = `1${row(CSS)}2:["$","style","1",{"children":"$1"}]\n3:"</script>&"\n`
  const push = (text: string) =>
    `<script>self.__next_f.push(${JSON.stringify([1, text]).replace(/</g, '\\u003c').replace(/&/g, '\\u0026')})</script>`
  const html = `<body><p>hi</p>${push(stream.slice(0, 20))}${push(stream.slice(20))}</body>`
  const { html: out, emptied } = withStylesheetOnce(html, [CSS])
  assert.equal(emptied, 1)
  assert.equal((out.match(/__next_f/g) ?? []).length, 1)
  assert.ok(!out.includes('</script>&'), 'no raw </script> inside the script')
  assert.equal(inlineFlight(out).text, stream.replace(row(CSS), ':T0,'))
  assert.ok(out.startsWith('<body><p>hi</p><script>'))
})

test('leaves a page without the stylesheet untouched', () => {
  const html = '<body><script>self.__next_f.push([1,"0:{}\\n"])</script></body>'
  assert.deepEqual(withStylesheetOnce(html, [CSS]), { html, emptied: 0 })
})
