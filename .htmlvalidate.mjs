// Catches authoring mistakes the W3C checker does not judge. Rules are relaxed only for the markup
// React and Next write: camelCase, `<meta/>`, `async=""`, `<script id="_R_">`, unhashed chunks.
/** @type {import('html-validate').ConfigData} */
const config = {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    'void-style': ['error', { style: 'selfclose' }],
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    'require-sri': ['error', { target: 'crossorigin' }],
    'valid-id': ['error', { relaxed: true }],
    // next/image writes style="color:transparent" on every <img>; a drawing places its labels at
    // coordinates it computes from the content (components/art/systems-map.tsx).
    'no-inline-style': ['error', { allowedProperties: ['display', 'color', 'left', 'top'] }],
    'tel-non-breaking': ['error', { ignoreClasses: ['whitespace-nowrap', 'text-nowrap'] }],
  },
}

export default config
