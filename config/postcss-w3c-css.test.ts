/** @jest-environment node */
import postcss from 'postcss'
import w3cCss from './postcss-w3c-css.mjs'

const run = async (css: string) => (await postcss([w3cCss]).process(css, { from: undefined })).css

// The shape Tailwind 4 writes: registrations, and their fallback behind a feature test.
const tailwindOutput = `@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))){*,:before,:after,::backdrop{--tw-border-style:solid;--tw-shadow:0 0 #0000}}}
.border{border-style:var(--tw-border-style);border-width:1px}
@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}
@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}`

describe('the W3C-readable stylesheet', () => {
  it('drops every @property and gives every browser the fallback values', async () => {
    const css = await run(tailwindOutput)
    expect(css).not.toContain('@property')
    expect(css).not.toContain('@supports')
    expect(css).toContain(
      '@layer properties{*,:before,:after,::backdrop{--tw-border-style:solid;--tw-shadow:0 0 #0000}}',
    )
    expect(css).toContain('.border{border-style:var(--tw-border-style);border-width:1px}')
  })

  it('keeps an @supports of the site’s own, outside the properties layer', async () => {
    const own = '@supports (display:grid){.grid{display:grid}}'
    expect(await run(own)).toBe(own)
  })

  it('transitions the same real properties, without custom ones', async () => {
    const css = await run(
      '.t{transition-property:color,background-color,--tw-gradient-from,--tw-gradient-to,opacity}',
    )
    expect(css).toBe('.t{transition-property:color,background-color,opacity}')
  })
})
