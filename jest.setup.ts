import '@testing-library/jest-dom'

// jsdom lacks these browser APIs; next-themes and sonner call matchMedia unguarded. Tests of
// build-time code run in Node (`@jest-environment node`), where there is no window to patch.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: jest.fn(),
      removeListener: jest.fn(),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      dispatchEvent: jest.fn(),
    }),
  })
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo
  Element.prototype.scrollIntoView = jest.fn()
}

// next-themes renders its pre-paint <script> on the client in jsdom, which React 19 reports.
// That path never runs in the exported site (the provider is rendered on the server), so only
// that one message is silenced here.
const consoleError = console.error
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('Encountered a script tag')) return
  consoleError(...args)
}
