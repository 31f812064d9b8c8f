import {
  createDefaultPolicy,
  type DefaultPolicyRules,
  scriptUrlPattern,
  type TrustedTypesFactory,
} from './trusted-types'

const CHUNKS = '/_next/static/chunks/'
const MEASURING = ['/_vercel/insights/script.js', '/_vercel/speed-insights/script.js']

function policyOf(scriptUrls: RegExp, anyMarkup = false) {
  const created: { name: string; rules: DefaultPolicyRules }[] = []
  const factory: TrustedTypesFactory = {
    createPolicy: (name, rules) => created.push({ name, rules }),
  }
  createDefaultPolicy(factory, { scriptUrls: scriptUrls.source, anyMarkup })
  expect(created).toHaveLength(1)
  return created[0]!
}

describe('createDefaultPolicy', () => {
  const { name, rules } = policyOf(scriptUrlPattern({ chunkDir: CHUNKS, paths: MEASURING }))

  it('lets through text without markup and the empty script element React DOM parses', () => {
    for (const html of ['', 'Buscar', '{"@context":"https://schema.org","a":"\\u003cb"}'])
      expect(rules.createHTML(html)).toBe(html)
    expect(rules.createHTML('<script></script>')).toBe('<script></script>')
  })

  it('refuses any markup, a script with text or attributes included', () => {
    for (const html of [
      '<img src=x onerror=alert(1)>',
      '<b>negrito</b>',
      'a < b',
      '<script>alert(1)</script>',
      '<script src="/_next/static/chunks/a.js"></script>',
      '<SCRIPT></SCRIPT>',
      '<script></script><img src=x onerror=alert(1)>',
    ])
      expect(rules.createHTML(html)).toBeNull()
  })

  it('passes the build’s chunks and the measuring scripts unchanged', () => {
    for (const url of [
      '/_next/static/chunks/04870evrrih8x.js',
      '/_next/static/chunks/turbopack-077hmtqrhcoji.js',
      '/_next/static/chunks/1_a9423pal1zf.js',
      ...MEASURING,
    ])
      expect(rules.createScriptURL(url)).toBe(url)
  })

  it('refuses other origins, other folders, dot segments, queries and look-alikes', () => {
    for (const url of [
      'https://evil.example/_next/static/chunks/a.js',
      '//evil.example/_next/static/chunks/a.js',
      '/\\evil.example/_next/static/chunks/a.js',
      'data:text/javascript,alert(1)',
      'javascript:alert(1)',
      '/_next/static/../x.js',
      '/_next/static/chunks/../../x.js',
      '/_next/static/chunks/%2e%2e/x.js',
      '/_next/static/chunks/sub/a.js',
      '/_next/static/chunks/a.js?x=1',
      '/_next/static/chunks/a.js#x',
      '/_next/static/chunks/a.css',
      '/_next/static/chunks/a.js\n',
      ' /_next/static/chunks/a.js',
      '/_next/static/flight/a.js',
      '_next/static/chunks/a.js',
      '/_vercel/insights/script.jsx',
      '/_vercel/insights/other.js',
      '/x/_vercel/insights/script.js',
    ])
      expect(rules.createScriptURL(url)).toBeNull()
  })

  it('is the default policy, the one the browser asks for plain strings, with no rule for script text', () => {
    expect(name).toBe('default')
    expect(rules).not.toHaveProperty('createScript')
  })

  it('does nothing in a browser without Trusted Types', () => {
    expect(() =>
      createDefaultPolicy(undefined, { scriptUrls: CHUNKS, anyMarkup: false }),
    ).not.toThrow()
  })

  it('on a preview, lets the toolbar write its markup and load its scripts, and nothing else', () => {
    const preview = scriptUrlPattern({ chunkDir: CHUNKS, origins: ['https://vercel.live'] })
    const { rules } = policyOf(preview, true)
    expect(rules.createHTML('<div class="toolbar"><b>x</b></div>')).toBe(
      '<div class="toolbar"><b>x</b></div>',
    )
    const toolbar = 'https://vercel.live/_next-live/feedback/feedback.js'
    expect(rules.createScriptURL(toolbar)).toBe(toolbar)
    for (const url of [
      'https://vercel.live.evil.example/x.js',
      'https://evil.example/?https://vercel.live/',
    ])
      expect(rules.createScriptURL(url)).toBeNull()
  })
})

describe('scriptUrlPattern', () => {
  it('allows only the chunk folder without measuring paths', () => {
    const pattern = scriptUrlPattern({ chunkDir: CHUNKS })
    expect(pattern.test('/_next/static/chunks/a.js')).toBe(true)
    expect(pattern.test(MEASURING[0]!)).toBe(false)
  })

  it('takes the folder with or without its final slash', () => {
    expect(String(scriptUrlPattern({ chunkDir: '/_next/static/chunks' }))).toBe(
      String(scriptUrlPattern({ chunkDir: CHUNKS })),
    )
  })

  it('asks each chunk for the deployment’s query when the build has one, and for no other', () => {
    const pattern = scriptUrlPattern({
      chunkDir: CHUNKS,
      paths: MEASURING,
      chunkQuery: '?dpl=dpl_3Xk9',
    })
    expect(pattern.test('/_next/static/chunks/a.js?dpl=dpl_3Xk9')).toBe(true)
    expect(pattern.test(MEASURING[0]!)).toBe(true)
    for (const url of [
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/a.js?dpl=dpl_other',
      '/_next/static/chunks/a.js?dpl=dpl_3Xk9&x=1',
      `${MEASURING[0]}?dpl=dpl_3Xk9`,
    ])
      expect(pattern.test(url)).toBe(false)
    for (const query of ['dpl=a', '?dpl=a&b=c', '?dpl=.*', '?dpl='])
      expect(() => scriptUrlPattern({ chunkDir: CHUNKS, chunkQuery: query })).toThrow(
        /not a plain query/,
      )
  })

  it('refuses to build a pattern from anything but plain paths from the root', () => {
    for (const path of ['_next/static/chunks/', '//evil.example/', '/a/../b/', '/a/.*', '/a?b'])
      expect(() => scriptUrlPattern({ chunkDir: path })).toThrow(/not a plain path/)
    expect(() =>
      scriptUrlPattern({ chunkDir: CHUNKS, paths: ['https://evil.example/x.js'] }),
    ).toThrow(/not a plain path/)
    expect(() =>
      scriptUrlPattern({ chunkDir: CHUNKS, origins: ['https://vercel.live/x'] }),
    ).toThrow(/not an origin/)
  })
})
