import type * as Testing from '@testing-library/react/pure'
import { toasts } from '@/content/toasts'

// The toaster's loading and the toasts' wait, seen from outside: the hook that the layout's
// toaster calls and the `notify` that forms call. The toaster is requested once per page, so
// each test loads the modules afresh, React and sonner too, and requires them inside the test.
type Page = {
  testing: typeof Testing
  react: typeof import('react')
  toast: typeof import('./use-toast')
  toaster: typeof import('@/components/layout/app-toaster')
}

function freshPage(): Page {
  jest.resetModules()
  return {
    testing: jest.requireActual('@testing-library/react/pure'),
    react: jest.requireActual('react'),
    toast: jest.requireActual('./use-toast'),
    toaster: jest.requireActual('@/components/layout/app-toaster'),
  }
}

let cleanup: () => void = () => {}
afterEach(() => cleanup())

/** Renders a component that says whether the hook has loaded sonner. */
function renderProbe(page: Page) {
  const { testing, react, toast } = page
  function Probe() {
    return react.createElement('p', null, toast.useSonner() ? 'carregado' : 'aguardando')
  }
  cleanup = testing.cleanup
  return testing.render(react.createElement(Probe))
}

/** Lets pending imports and promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

it('loads sonner at the visitor’s first interaction, not before', async () => {
  const page = freshPage()
  const { screen, fireEvent, act } = page.testing
  renderProbe(page)
  await act(settle)
  expect(screen.getByText('aguardando')).toBeInTheDocument()
  fireEvent.keyDown(document.body, { key: 'Tab' })
  expect(await screen.findByText('carregado')).toBeInTheDocument()
})

it('holds a toast raised before the toaster mounted, which then loads, until it listens', async () => {
  const page = freshPage()
  const { testing, react } = page
  let shown = false
  const raised = page.toast.notify('requiredFields').then(() => {
    shown = true
  })
  await settle()
  expect(shown).toBe(false)
  cleanup = testing.cleanup
  testing.render(react.createElement(page.toaster.AppToaster))
  expect(await testing.screen.findByText(toasts.requiredFields.title)).toBeInTheDocument()
  await raised
  expect(shown).toBe(true)
})
