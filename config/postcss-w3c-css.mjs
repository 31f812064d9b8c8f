// Writes Tailwind's output in CSS the W3C checker reads: the stylesheet is inline in every page,
// and the checker's CSS grammar (the W3C CSS validator's) predates `@property` and custom
// properties in `transition-property` (tailwindcss#16736). No maintained plugin does this.
// - Tailwind registers its `--tw-*` variables with `@property` and, for browsers without it,
//   sets their initial values on every element in `@layer properties`, behind an `@supports`
//   test. Every browser gets that fallback instead (what Tailwind 3 shipped), which gives the
//   same values: the registrations are not inherited, and none of them is animated here.
// - Transitions of gradient stops (`--tw-gradient-*`) are dropped: the site draws no gradient.
const isPropertiesLayer = (node) =>
  node?.type === 'atrule' && node.name === 'layer' && node.params === 'properties'

/** @type {import('postcss').PluginCreator<void>} */
const w3cCss = () => ({
  postcssPlugin: 'w3c-css',
  AtRule: {
    property(rule) {
      rule.remove()
    },
    supports(rule) {
      if (isPropertiesLayer(rule.parent)) rule.replaceWith(rule.nodes)
    },
  },
  Declaration: {
    'transition-property'(declaration) {
      const names = declaration.value.split(',').map((name) => name.trim())
      declaration.value = names.filter((name) => !name.startsWith('--')).join(',')
    },
  },
})
w3cCss.postcss = true

export default w3cCss
