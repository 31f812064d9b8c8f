import '@testing-library/jest-dom'

// jsdom lacks these; next-themes and sonner call matchMedia unguarded.
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

// next-themes renders its <script> on the client in jsdom, which React 19 reports; the exported
// site renders it on the server.
const consoleError = console.error
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('Encountered a script tag')) return
  consoleError(...args)
}
