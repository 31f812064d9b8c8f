import { startScriptsAfterLoad } from './scripts-after-load'

const URLS = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js?dpl=x']

function pageIn(readyState: DocumentReadyState) {
  const listeners: Record<string, () => void> = {}
  let timer: (() => void) | undefined
  let delay = 0
  const win = {
    addEventListener: jest.fn((type: string, listener: () => void) => {
      listeners[type] = listener
    }),
    setTimeout: jest.fn((callback: () => void, ms: number) => {
      timer = callback
      delay = ms
      return 1
    }),
  }
  const doc = document.implementation.createHTMLDocument('')
  Object.defineProperty(doc, 'readyState', { value: readyState })
  startScriptsAfterLoad(
    win as unknown as Pick<Window, 'addEventListener' | 'setTimeout'>,
    doc,
    URLS,
    3000,
  )
  const scripts = () =>
    [...doc.body.querySelectorAll('script')].map((script) => ({
      src: script.getAttribute('src'),
      async: script.async,
    }))
  return { load: () => listeners.load?.(), timeOut: () => timer?.(), delay: () => delay, scripts }
}

const inOrder = URLS.map((src) => ({ src, async: false }))

describe('startScriptsAfterLoad', () => {
  it('adds nothing before the page has loaded, then every script in order, once', () => {
    const page = pageIn('interactive')
    expect(page.scripts()).toEqual([])
    page.load()
    expect(page.scripts()).toEqual(inOrder)
    page.timeOut()
    expect(page.scripts()).toEqual(inOrder)
  })

  it('starts them after the longest wait when the page never finishes loading', () => {
    const page = pageIn('loading')
    expect(page.delay()).toBe(3000)
    page.timeOut()
    expect(page.scripts()).toEqual(inOrder)
    page.load()
    expect(page.scripts()).toEqual(inOrder)
  })

  it('starts them at once on a page that has already loaded', () => {
    expect(pageIn('complete').scripts()).toEqual(inOrder)
  })
})
