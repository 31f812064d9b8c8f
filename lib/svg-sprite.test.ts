import { buildSprite, renderNodes, svgDocument } from './svg-sprite'

describe('renderNodes', () => {
  it('writes each node as an empty element, escaped, without React keys or undefined attributes', () => {
    expect(
      renderNodes([
        ['path', { d: '"<&>', key: 'a' }],
        ['circle', { cx: 12, r: 3, fill: undefined }],
      ]),
    ).toBe('<path d="&quot;&lt;&amp;&gt;"/><circle cx="12" r="3"/>')
  })
})

describe('buildSprite', () => {
  it('writes one symbol per drawing, each with its own viewBox and escaped id', () => {
    expect(
      buildSprite({
        code: { viewBox: '0 0 24 24', body: '<path d="m16 18 6-6-6-6"/>' },
        'a"b': { viewBox: '0 0 32 32', body: '' },
      }),
    ).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="code" viewBox="0 0 24 24"><path d="m16 18 6-6-6-6"/></symbol>' +
        '<symbol id="a&quot;b" viewBox="0 0 32 32"></symbol>' +
        '</svg>\n',
    )
  })
})

describe('svgDocument', () => {
  it('writes a standalone file, its stylesheet first when there is one', () => {
    expect(
      svgDocument({ viewBox: '0 0 32 32', body: '<circle r="1"/>', css: ':root{--a:red}' }),
    ).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><style>:root{--a:red}</style><circle r="1"/></svg>\n',
    )
    expect(svgDocument({ viewBox: '0 0 1 1', body: '' })).not.toContain('<style>')
  })
})
