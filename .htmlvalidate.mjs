// Catches authoring mistakes the W3C checker does not judge, on every page: heading levels, duplicate ids and landmarks, unlabelled fields, ARIA misuse, inline styles, tel: numbers that wrap, SRI.
// html-validate configuration for the static export (out/), run by `npm run check:html`.
// Rules are only relaxed where the markup comes from React or Next.js and the site's code cannot
// change it; problems in the site's own components are left on so they get fixed.
/** @type {import('html-validate').ConfigData} */
const config = {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // React writes camelCase attributes (charSet, fetchPriority, noModule, srcSet, imageSrcSet,
    // autoComplete, enterKeyHint...); HTML ignores case, and other styles are still errors.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React serialises every void element as <meta/>: require that one style consistently.
    'void-style': ['error', { style: 'selfclose' }],
    // React writes boolean attributes as async="" and hidden="", and crossorigin as crossorigin="".
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // Next.js serves its own chunks from the same origin without integrity attributes; SRI only
    // protects against a compromised third-party host, so it stays required for cross-origin ones.
    'require-sri': ['error', { target: 'crossorigin' }],
    // Next.js writes <script id="_R_"> for its runtime; keep the HTML5 rules (non-empty, no
    // whitespace) but drop the stricter "must start with a letter" check.
    'valid-id': ['error', { relaxed: true }],
    // next/image writes style="color:transparent" on every <img> to hide alt text while loading.
    'no-inline-style': ['error', { allowedProperties: ['display', 'color'] }],
    // The Tailwind way to keep a phone number on one line is a class, not &nbsp; characters.
    'tel-non-breaking': ['error', { ignoreClasses: ['whitespace-nowrap', 'text-nowrap'] }],
  },
}

export default config
