import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, test } from 'node:test'
import { inlineStyle } from '../lib/export-fixtures'
import { sharedStylesheets, withoutStylesheetText } from './stylesheet-once'

const CSS = 'a{color:red}.é{content:"<ok>"}\n'
const SMALL = '@font-face{font-family:x}'
const row = (css: string) => `:T${Buffer.byteLength(css).toString(16)},${css}`

const dirs: string[] = []
after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

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

test('leaves a stream without the stylesheet untouched', () => {
  assert.deepEqual(withoutStylesheetText('0:{}\n', [CSS]), { text: '0:{}\n', emptied: 0 })
})

test('reads the text of the stylesheets that every page carries inline', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stylesheet-once-'))
  dirs.push(dir)
  fs.writeFileSync(path.join(dir, 'a.css'), CSS)
  const pages = [
    inlineStyle('…', '/a.css', '/b.css'),
    inlineStyle('…', '/c.css') + inlineStyle('…', '/a.css'),
  ]
  assert.deepEqual(sharedStylesheets(dir, pages), [CSS])
  assert.deepEqual(sharedStylesheets(dir, []), [])
})
