import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { toast } from 'sonner'
import { AppToaster } from '@/components/layout/app-toaster'
import { CONTACT_DRAFT_STORAGE_KEY } from '@/config/settings'
import { companyLinks } from '@/content/company-links'
import { EMPTY_CONTACT } from '@/lib/contact-form'
import { ContactForm } from './contact-form'

/** The company's chat, as every WhatsApp link of the site opens it, with a message. */
const WA_PREFIX = `${companyLinks.chat}?text=`

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
    submit: () => user.click(screen.getByRole('button', { name: /Enviar pelo WhatsApp|Enviando/ })),
  }
}

async function fillValid(form: Awaited<ReturnType<typeof setup>>) {
  await form.user.type(form.name, 'Ana Souza')
  await form.user.type(form.email, 'ana@empresa.com.br')
  await form.user.selectOptions(form.subject, 'Outros')
  await form.user.type(form.message, 'Preciso de um site.')
}

/** The form as the exported page holds it, before React hydrates it. */
function exportedForm(): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<ContactForm />)
  document.body.append(container)
  return container
}

function openedText(): string {
  const url = open.mock.calls[0]?.[0] as string
  expect(url.startsWith(WA_PREFIX)).toBe(true)
  return decodeURIComponent(url.slice(WA_PREFIX.length))
}

describe('ContactForm', () => {
  it('does its own checks instead of the browser’s', async () => {
    await setup()
    expect(document.querySelector('form')).toHaveAttribute('novalidate')
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText(/^Mensagem/)).toHaveAttribute('rows', '6')
  })

  it('an empty submit shows the 4000 ms toast, marks the fields, focuses the first and sends nothing', async () => {
    const form = await setup()
    await form.submit()
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Preencha os campos obrigatórios', {
        id: expect.any(String),
        description: 'Nome, Email, Assunto e Mensagem são obrigatórios.',
        duration: 4000,
      }),
    )
    expect(await screen.findByText('Preencha os campos obrigatórios')).toBeInTheDocument()
    for (const input of [form.name, form.email, form.subject, form.message]) {
      expect(input).toHaveAttribute('aria-invalid', 'true')
      expect(input).toHaveAccessibleDescription(/Preencha este campo/)
    }
    expect(form.phone).not.toHaveAttribute('aria-invalid')
    expect(form.name).toHaveFocus()
    expect(open).not.toHaveBeenCalled()
  })

  it('treats blank values as empty and focuses the first of them', async () => {
    const form = await setup()
    await form.user.type(form.name, 'Ana')
    await form.user.type(form.email, '   ')
    await form.submit()
    expect(form.name).not.toHaveAttribute('aria-invalid')
    expect(form.email).toHaveAttribute('aria-invalid', 'true')
    expect(form.email).toHaveFocus()
  })

  it('a malformed e-mail gets an inline message and focus, and nothing is sent', async () => {
    const form = await setup()
    await fillValid(form)
    await form.user.clear(form.email)
    await form.user.type(form.email, 'ana@@empresa')
    await form.submit()
    expect(form.email).toHaveAttribute('aria-invalid', 'true')
    expect(form.email).toHaveAccessibleDescription(/Informe um e-mail válido/)
    expect(form.email).toHaveFocus()
    expect(open).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
  })

  it('opens WhatsApp synchronously with noopener, toasts for 5000 ms, clears and offers a fallback', async () => {
    const form = await setup()
    await fillValid(form)
    await form.user.type(form.phone, '(67) 98888-7777')
    fireEvent.submit(document.querySelector('form')!)
    expect(open).toHaveBeenCalledTimes(1)
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining(WA_PREFIX),
      '_blank',
      'noopener,noreferrer',
    )
    expect(screen.getByRole('button', { name: 'Enviando…' })).toBeDisabled()
    expect(openedText()).toBe(
      [
        'Novo chamado pelo site da Ipê Software',
        '',
        'Nome: Ana Souza',
        'Email: ana@empresa.com.br',
        'Telefone: (67) 98888-7777',
        'Assunto: Outros',
        'Mensagem: Preciso de um site.',
      ].join('\n'),
    )
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Abrimos uma conversa no WhatsApp', {
        id: expect.any(String),
        description:
          'Envie a mensagem para concluir o contato. Também responderemos por email se necessário.',
        duration: 5000,
      }),
    )
    expect(form.name).toHaveValue('')
    expect(form.message).toHaveValue('')
    expect(screen.getByRole('link', { name: /Se o WhatsApp não abriu/ })).toHaveAttribute(
      'href',
      open.mock.calls[0]?.[0],
    )
    expect(await screen.findByRole('button', { name: 'Enviar pelo WhatsApp' })).toBeEnabled()
  })

  it('keeps every value and shows the 5000 ms error toast when opening throws', async () => {
    open.mockImplementation(() => {
      throw new Error('blocked')
    })
    const form = await setup()
    await fillValid(form)
    await form.submit()
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Não foi possível enviar agora', {
        id: expect.any(String),
        description: 'Tente novamente em instantes.',
        duration: 5000,
      }),
    )
    expect(form.name).toHaveValue('Ana Souza')
    expect(form.email).toHaveValue('ana@empresa.com.br')
    expect(form.subject).toHaveValue('Outros')
    expect(form.message).toHaveValue('Preciso de um site.')
    expect(screen.queryByRole('link', { name: /Se o WhatsApp não abriu/ })).not.toBeInTheDocument()
  })

  it('uses one toast id, so a new toast replaces the visible one', async () => {
    const form = await setup()
    await form.submit()
    await fillValid(form)
    await form.submit()
    await waitFor(() => expect(success).toHaveBeenCalled())
    const errorId = (error.mock.calls[0]?.[1] as { id: string }).id
    const successId = (success.mock.calls[0]?.[1] as { id: string }).id
    expect(successId).toBe(errorId)
  })

  it('caps lengths by code points and counts the message', async () => {
    const form = await setup()
    fireEvent.change(form.name, { target: { value: '😀'.repeat(120) } })
    expect(form.name).toHaveValue('😀'.repeat(100))
    fireEvent.change(form.message, { target: { value: 'a'.repeat(999) + '👍🏽' } })
    expect(form.message).toHaveValue('a'.repeat(999) + '👍')
    expect(screen.getByText('1000 de 1000 caracteres')).toBeInTheDocument()
  })

  it('keeps the draft in sessionStorage, restores it and clears it after sending', async () => {
    sessionStorage.setItem(
      CONTACT_DRAFT_STORAGE_KEY,
      JSON.stringify({
        name: 'Rascunho',
        email: 'r@e.com',
        phone: '',
        subject: 'Outros',
        message: 'Oi',
      }),
    )
    const form = await setup()
    await waitFor(() => expect(form.name).toHaveValue('Rascunho'))
    expect(form.subject).toHaveValue('Outros')
    await form.user.type(form.message, '!')
    expect(JSON.parse(sessionStorage.getItem(CONTACT_DRAFT_STORAGE_KEY)!)).toMatchObject({
      message: 'Oi!',
    })
    await form.submit()
    await waitFor(() => expect(sessionStorage.getItem(CONTACT_DRAFT_STORAGE_KEY)).toBeNull())
  })

  it('still sends when storage throws', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    const form = await setup()
    await fillValid(form)
    await form.submit()
    expect(open).toHaveBeenCalledTimes(1)
    expect(form.name).toHaveValue('')
  })

  it('cannot be sent from the exported HTML, before React runs', () => {
    const exported = exportedForm()
    expect(within(exported).getByRole('button', { name: 'Enviar pelo WhatsApp' })).toBeDisabled()
    exported.remove()
  })

  it('keeps what was typed while the page hydrated, over an older draft', async () => {
    sessionStorage.setItem(
      CONTACT_DRAFT_STORAGE_KEY,
      JSON.stringify({ ...EMPTY_CONTACT, name: 'Rascunho antigo', phone: '67 3000-0000' }),
    )
    const container = exportedForm()
    fireEvent.input(screen.getByLabelText(/^Nome/), { target: { value: 'Ana Souza' } })
    fireEvent.change(screen.getByLabelText(/^Assunto/), { target: { value: 'Outros' } })
    render(<ContactForm />, { container, hydrate: true })
    const submit = screen.getByRole('button', { name: 'Enviar pelo WhatsApp' })
    await waitFor(() => expect(submit).toBeEnabled())
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@empresa.com.br')
    await user.type(screen.getByLabelText(/^Mensagem/), 'Oi')
    await user.click(submit)
    expect(openedText()).toContain('Ana Souza')
    expect(openedText()).toContain('67 3000-0000')
    expect(openedText()).toContain('Outros')
  })
})
