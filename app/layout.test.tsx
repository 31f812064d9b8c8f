import { within } from '@testing-library/react'
import { demoNotice, previewBadge } from '@/content/shell'
import { placeholders } from '@/content/placeholders'
import type { MissingFact } from '@/lib/placeholders'

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
}))

type BuildEnv = { VERCEL_ENV?: string; SITE_ENV?: string; SITE_ALLOW_PLACEHOLDERS?: string }

const VARIABLES = ['VERCEL_ENV', 'SITE_ENV', 'SITE_ALLOW_PLACEHOLDERS'] as const

// As if no fact were supplied yet, whatever content/ holds.
const missingFacts: MissingFact[] = Object.entries(placeholders).map(
  ([key, { label, placeholder }]) => ({ key, label, placeholder }),
)

// process.env turns undefined into the string "undefined": an unset variable is deleted.
function setEnv(env: BuildEnv) {
  for (const name of VARIABLES) {
    if (env[name] === undefined) delete process.env[name]
    else process.env[name] = env[name]
  }
}

function renderedBody(env: BuildEnv, missing = missingFacts): HTMLElement {
  const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]))
  setEnv(env)
  let html = ''
  try {
    jest.isolateModules(() => {
      jest.doMock('@/content/placeholders', () => ({ missingFacts: missing }))
      // The renderer must come from the same module registry as the React the layout uses.
      const { renderToStaticMarkup } =
        jest.requireActual<typeof import('react-dom/server')>('react-dom/server')
      const { default: RootLayout } = jest.requireActual<typeof import('./layout')>('./layout')
      html = renderToStaticMarkup(
        <RootLayout>
          <h1>Página</h1>
        </RootLayout>,
      )
      jest.dontMock('@/content/placeholders')
    })
  } finally {
    setEnv(saved)
  }
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML
  return document.body
}

function refusalOf(env: BuildEnv): string {
  try {
    renderedBody(env)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('the build went on')
}

const badgeOf = (body: HTMLElement) => body.querySelector('[data-preview-badge]')
const noticeOf = (body: HTMLElement) =>
  within(body).queryByRole('complementary', { name: demoNotice.label })

describe('the root layout', () => {
  it('marks every page of a preview deploy with the "Prévia" badge, which lists the facts still missing', () => {
    const badge = badgeOf(renderedBody({ VERCEL_ENV: 'preview' })) as HTMLElement
    const summary = within(badge).getByText(new RegExp(`^${previewBadge.label}`))
    expect(summary).toHaveTextContent(
      `${previewBadge.label} · ${previewBadge.missing(missingFacts.length)}: ${previewBadge.description}`,
    )
    // Sighted visitors read the word; screen readers also hear what it means.
    expect(summary.querySelector('.sr-only')).toHaveTextContent(`: ${previewBadge.description}`)
    expect(summary).toHaveAttribute('title', previewBadge.description)
    const items = within(badge).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(missingFacts.map((fact) => fact.label))
  })

  it('shows the bare badge on a preview whose facts are all supplied', () => {
    const badge = badgeOf(renderedBody({ SITE_ENV: 'preview' }, []))
    expect(badge).toHaveTextContent(`${previewBadge.label}: ${previewBadge.description}`)
    expect(within(badge as HTMLElement).queryByRole('listitem')).not.toBeInTheDocument()
  })

  it.each([
    ['VERCEL_ENV=production', { VERCEL_ENV: 'production' }],
    ['SITE_ENV=production', { SITE_ENV: 'production' }],
  ])('refuses a %s build with placeholders, naming each', (_, env) => {
    const message = refusalOf(env)
    expect(message).toMatch(/would show \d+ placeholders/)
    for (const fact of missingFacts)
      expect(message).toContain(`${fact.label}: still ${JSON.stringify(fact.placeholder)}`)
  })

  it('builds a deliberate demo, which says atop every page which facts are illustrative', () => {
    const body = renderedBody({ VERCEL_ENV: 'production', SITE_ALLOW_PLACEHOLDERS: '1' })
    expect(noticeOf(body)).toHaveTextContent(demoNotice.text(missingFacts.map((f) => f.label)))
    expect(badgeOf(body)).toBeNull()
  })

  it.each([
    ['production once every fact is supplied', { VERCEL_ENV: 'production' }, []],
    ['locally, with the placeholders', {}, missingFacts],
    ['for development, with the placeholders', { VERCEL_ENV: 'development' }, missingFacts],
  ])('builds %s, with neither notice nor badge', (_, env, missing) => {
    const body = renderedBody(env, missing)
    expect(within(body).getByRole('heading', { name: 'Página' })).toBeInTheDocument()
    expect(noticeOf(body)).toBeNull()
    expect(badgeOf(body)).toBeNull()
  })
})
