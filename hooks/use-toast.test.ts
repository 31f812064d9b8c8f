import type * as Testing from '@testing-library/react/pure'
import { toasts } from '@/content/toasts'

// The toaster is requested once per page: each test loads every module afresh, React too.
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

function renderProbe(page: Page) {
  const { testing, react, toast } = page
  function Probe() {
    return react.createElement('p', null, toast.useSonner() ? 'carregado' : 'aguardando')
  }
  cleanup = testing.cleanup
  return testing.render(react.createElement(Probe))
}

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
