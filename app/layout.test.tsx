import { within } from '@testing-library/react'
import { previewBadge } from '@/content/shell'

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
}))

// process.env turns undefined into the string "undefined": an unset variable is deleted.
function setVercelEnv(value: string | undefined) {
  if (value === undefined) delete process.env.VERCEL_ENV
  else process.env.VERCEL_ENV = value
}

/** The body of every page, as the layout renders it in a build with this VERCEL_ENV. */
function renderedBody(vercelEnv: string | undefined): HTMLElement {
  const saved = process.env.VERCEL_ENV
  setVercelEnv(vercelEnv)
  let html = ''
  try {
    jest.isolateModules(() => {
      // The renderer must come from the same module registry as the React the layout uses.
      const { renderToStaticMarkup } =
        jest.requireActual<typeof import('react-dom/server')>('react-dom/server')
      const { default: RootLayout } = jest.requireActual<typeof import('./layout')>('./layout')
      html = renderToStaticMarkup(
        <RootLayout>
          <h1>Página</h1>
        </RootLayout>,
      )
    })
  } finally {
    setVercelEnv(saved)
  }
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML
  return document.body
}

describe('the root layout', () => {
  it('marks every page of a preview deploy with the "Prévia" badge', () => {
    const body = renderedBody('preview')
    const badge = within(body).getByText('Prévia')
    expect(badge).toHaveTextContent(`Prévia: ${previewBadge.description}`)
    // Sighted visitors read the word; screen readers also hear what it means.
    expect(badge.querySelector('.sr-only')).toHaveTextContent(`: ${previewBadge.description}`)
    expect(badge).toHaveAttribute('title', previewBadge.description)
  })

  it.each([undefined, 'production', 'development'])(
    'shows no badge when VERCEL_ENV is %s',
    (env) => {
      const body = renderedBody(env)
      expect(within(body).getByRole('heading', { name: 'Página' })).toBeInTheDocument()
      expect(within(body).queryByText('Prévia')).not.toBeInTheDocument()
    },
  )
})
