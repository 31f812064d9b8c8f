import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { AppToaster } from '@/components/layout/app-toaster'
import { CONTACT_DRAFT_STORAGE_KEY } from '@/config/settings'
import { contactForm, contactSubjects } from '@/content/contact'
import { toasts } from '@/content/toasts'
import { ContactForm } from './contact-form'

const SUBJECT = contactSubjects[0]!

let open: jest.SpyInstance
let error: jest.SpyInstance
let success: jest.SpyInstance

beforeEach(() => {
  sessionStorage.clear()
  open = jest.spyOn(window, 'open').mockImplementation(() => null)
  error = jest.spyOn(toast, 'error')
  success = jest.spyOn(toast, 'success')
})

afterEach(() => {
  jest.restoreAllMocks()
  act(() => {
    toast.dismiss()
  })
})

function expectToast(spy: jest.SpyInstance, key: keyof typeof toasts) {
  const { title, description, duration } = toasts[key]
  return waitFor(() =>
    expect(spy).toHaveBeenCalledWith(title, { id: expect.any(String), description, duration }),
  )
}

async function setup() {
  const user = userEvent.setup()
  render(
    <>
      <ContactForm />
      <AppToaster />
    </>,
  )
  // Once an earlier test has raised a toast, the toaster loads as it mounts; let it finish here.
  await act(() => import('sonner'))
  const field = (name: RegExp) => screen.getByLabelText(name)
  return {
    user,
    name: field(/^Nome/),
    email: field(/^E-mail/),
    phone: field(/^Telefone/),
    subject: field(/^Assunto/),
    message: field(/^Mensagem/),
    submit: () => user.click(screen.getByRole('button', { name: contactForm.submit })),
  }
}

async function fillValid(form: Awaited<ReturnType<typeof setup>>) {
  await form.user.type(form.name, 'Ana Souza')
  await form.user.type(form.email, 'ana@empresa.com.br')
  await form.user.selectOptions(form.subject, SUBJECT)
  await form.user.type(form.message, 'Preciso de um site.')
}

describe('ContactForm', () => {
  it('marks an empty submit, then opens WhatsApp at once for a valid one, in one toast', async () => {
    const form = await setup()
    await form.submit()
    await expectToast(error, 'requiredFields')
    for (const input of [form.name, form.email, form.subject, form.message]) {
      expect(input).toHaveAttribute('aria-invalid', 'true')
      expect(input).toHaveAccessibleDescription(
        expect.stringContaining(contactForm.errors.required),
      )
    }
    expect(form.phone).not.toHaveAttribute('aria-invalid')
    expect(form.name).toHaveFocus()
    expect(open).not.toHaveBeenCalled()

    await fillValid(form)
    // Synchronously, or the browser no longer sees the click that may open a tab.
    fireEvent.submit(document.querySelector('form')!)
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/),
      '_blank',
      'noopener,noreferrer',
    )
    await expectToast(success, 'sent')
    expect(success.mock.calls[0]?.[1].id).toBe(error.mock.calls[0]?.[1].id)
    expect(form.name).toHaveValue('')
    expect(form.message).toHaveValue('')
  })

  it('gives a malformed e-mail an inline message and the focus, and sends nothing', async () => {
    const form = await setup()
    await fillValid(form)
    await form.user.clear(form.email)
    await form.user.type(form.email, 'ana@@empresa')
    await form.submit()
    expect(form.email).toHaveAttribute('aria-invalid', 'true')
    expect(form.email).toHaveAccessibleDescription(
      expect.stringContaining(contactForm.errors.email),
    )
    expect(form.email).toHaveFocus()
    expect(open).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
  })

  it('keeps every value and toasts the failure when WhatsApp cannot be opened', async () => {
    open.mockImplementation(() => {
      throw new Error('blocked')
    })
    const form = await setup()
    await fillValid(form)
    await form.submit()
    await expectToast(error, 'sendFailed')
    expect(form.name).toHaveValue('Ana Souza')
    expect(form.subject).toHaveValue(SUBJECT)
    expect(form.message).toHaveValue('Preciso de um site.')
    expect(screen.queryByRole('link', { name: contactForm.fallback })).not.toBeInTheDocument()
  })

  it('caps lengths by code points and counts the message', async () => {
    const form = await setup()
    fireEvent.change(form.name, { target: { value: '😀'.repeat(120) } })
    expect(form.name).toHaveValue('😀'.repeat(100))
    fireEvent.change(form.message, { target: { value: 'a'.repeat(999) + '👍🏽' } })
    expect(form.message).toHaveValue('a'.repeat(999) + '👍')
    // getByText collapses the no-break space before the unit; the copy keeps it.
    const counter = contactForm.counter(1000, 1000)
    expect(screen.getByText(counter.replace(/\s/g, ' ')).textContent).toBe(counter)
  })

  it('keeps the draft in sessionStorage, restores it and clears it after sending', async () => {
    const draft = { name: 'Rascunho', email: 'r@e.com', phone: '', subject: SUBJECT, message: 'Oi' }
    sessionStorage.setItem(CONTACT_DRAFT_STORAGE_KEY, JSON.stringify(draft))
    const form = await setup()
    await waitFor(() => expect(form.name).toHaveValue('Rascunho'))
    expect(form.subject).toHaveValue(SUBJECT)
    await form.user.type(form.message, '!')
    expect(JSON.parse(sessionStorage.getItem(CONTACT_DRAFT_STORAGE_KEY)!)).toMatchObject({
      message: 'Oi!',
    })
    await form.submit()
    await waitFor(() => expect(sessionStorage.getItem(CONTACT_DRAFT_STORAGE_KEY)).toBeNull())
  })
})
