import { buildSprite } from './svg-sprite'

describe('buildSprite', () => {
  it('writes one symbol per icon, without the React keys', () => {
    const sprite = buildSprite({
      code: [
        ['path', { d: 'm16 18 6-6-6-6', key: 'a' }],
        ['circle', { cx: 12, cy: 12, r: 3, key: 'b' }],
      ],
      mail: [['rect', { x: 2, y: 4, width: 20, height: 16, rx: 2 }]],
    })
    expect(sprite).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="code" viewBox="0 0 24 24"><path d="m16 18 6-6-6-6"/><circle cx="12" cy="12" r="3"/></symbol>' +
        '<symbol id="mail" viewBox="0 0 24 24"><rect x="2" y="4" width="20" height="16" rx="2"/></symbol>' +
        '</svg>\n',
    )
  })

  it('escapes attribute values', () => {
    expect(buildSprite({ x: [['path', { d: '"<&>' }]] })).toContain('d="&quot;&lt;&amp;&gt;"')
  })
})
