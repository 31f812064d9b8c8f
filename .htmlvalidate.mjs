// Catches authoring mistakes the W3C checker does not judge: heading levels, duplicate ids and
// landmarks, unlabelled fields, ARIA misuse, inline styles, tel: numbers that wrap, SRI. A rule is
// relaxed only where React or Next writes the markup.
/** @type {import('html-validate').ConfigData} */
const config = {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // React writes camelCase attributes (charSet, srcSet…); HTML ignores case.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React serialises every void element as <meta/>: require that one style consistently.
    'void-style': ['error', { style: 'selfclose' }],
    // React writes boolean attributes as async="" and hidden="", and crossorigin as crossorigin="".
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // Next serves its chunks same-origin, without integrity; SRI guards third-party hosts.
    'require-sri': ['error', { target: 'crossorigin' }],
    // Next writes <script id="_R_">: the HTML5 rules, without "must start with a letter".
    'valid-id': ['error', { relaxed: true }],
    // next/image writes style="color:transparent" on every <img> to hide alt text while loading.
    'no-inline-style': ['error', { allowedProperties: ['display', 'color'] }],
    // The Tailwind way to keep a phone number on one line is a class, not &nbsp; characters.
    'tel-non-breaking': ['error', { ignoreClasses: ['whitespace-nowrap', 'text-nowrap'] }],
  },
}

export default config
