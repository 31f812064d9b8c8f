import { buildSprite, renderNodes, svgDocument } from './svg-sprite'

describe('renderNodes', () => {
  it('writes each node as an empty element, without React keys or undefined attributes', () => {
    expect(
      renderNodes([
        ['path', { d: 'm16 18 6-6-6-6', key: 'a' }],
        ['circle', { cx: 12, cy: 12, r: 3, fill: undefined }],
      ]),
    ).toBe('<path d="m16 18 6-6-6-6"/><circle cx="12" cy="12" r="3"/>')
  })

  it('escapes attribute values', () => {
    expect(renderNodes([['path', { d: '"<&>' }]])).toBe('<path d="&quot;&lt;&amp;&gt;"/>')
  })
})

describe('buildSprite', () => {
  it('writes one symbol per drawing, each with its own viewBox', () => {
    const sprite = buildSprite({
      code: { viewBox: '0 0 24 24', body: '<path d="m16 18 6-6-6-6"/>' },
      mark: { viewBox: '0 0 32 32', body: '<circle cx="16" cy="16" r="3"/>' },
    })
    expect(sprite).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="code" viewBox="0 0 24 24"><path d="m16 18 6-6-6-6"/></symbol>' +
        '<symbol id="mark" viewBox="0 0 32 32"><circle cx="16" cy="16" r="3"/></symbol>' +
        '</svg>\n',
    )
  })

  it('escapes the ids', () => {
    expect(buildSprite({ 'a"b': { viewBox: '0 0 1 1', body: '' } })).toContain('id="a&quot;b"')
  })
})

describe('svgDocument', () => {
  it('writes a standalone file, its stylesheet first', () => {
    expect(
      svgDocument({ viewBox: '0 0 32 32', body: '<circle r="1"/>', css: ':root{--a:red}' }),
    ).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><style>:root{--a:red}</style><circle r="1"/></svg>\n',
    )
  })

  it('leaves the stylesheet out when there is none', () => {
    expect(svgDocument({ viewBox: '0 0 1 1', body: '' })).not.toContain('<style>')
  })
})
