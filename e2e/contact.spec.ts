import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { decodedWhatsAppText, openCalls, recordWindowOpen } from './helpers'
import { tokenRgb } from './palette'

const WA_PREFIX = 'https://wa.me/5567999990000?text='

async function gotoContact(page: Page) {
  await page.goto('/contato/')
  await waitForHydration(page)
  return page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Enviar pelo WhatsApp' }) })
}

async function fillValid(
  page: Page,
  overrides: Partial<Record<'Nome' | 'E-mail' | 'Mensagem', string>> = {},
) {
  await page.getByLabel('Nome').fill(overrides.Nome ?? 'Ana Souza')
  await page.getByLabel('E-mail').fill(overrides['E-mail'] ?? 'ana@empresa.com.br')
  await page.getByLabel('Assunto').selectOption('Suporte Técnico')
  await page.getByLabel('Mensagem').fill(overrides.Mensagem ?? 'Precisamos de um orçamento.')
}

const toasts = (page: Page) => page.locator('[data-sonner-toast]')

type Box = { x: number; y: number; width: number; height: number }

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The toast once it has slid in and stopped moving. */
async function settledToast(page: Page) {
  const toast = toasts(page)
  await expect(toast).toHaveAttribute('data-mounted', 'true')
  await expect
    .poll(() => toast.evaluate((el) => el.getAnimations({ subtree: true }).length))
    .toBe(0)
  return toast
}

/** What the toast must leave visible: the form's heading and the field that has the focus. */
async function expectToastClearOfTheForm(page: Page) {
  const toast = (await (await settledToast(page)).boundingBox())!
  const heading = (await page.getByRole('heading', { name: 'Envie sua Mensagem' }).boundingBox())!
  expect(overlaps(toast, heading), 'the toast covers the form heading').toBe(false)
  const focused = await page.evaluate(() => {
    const box = document.activeElement?.closest('input, select, textarea')?.getBoundingClientRect()
    return box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null
  })
  if (focused) expect(overlaps(toast, focused), 'the toast covers the focused field').toBe(false)
  return toast
}

test.describe('/contato', () => {
  test('shows the hero, the contact cards, the form and the help cards', async ({ page }) => {
    await gotoContact(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entre em Contato')
    await expect(page.getByRole('link', { name: '(67) 99999-0000' }).first()).toHaveAttribute(
      'href',
      'tel:+5567999990000',
    )
    await expect(
      page.getByRole('link', { name: 'contato@ipesoftware.com.br' }).first(),
    ).toHaveAttribute('href', 'mailto:contato@ipesoftware.com.br')
    const main = page.getByRole('main')
    await expect(main).toContainText('Segunda a Sexta:8h às 18h')
    await expect(main).toContainText('Sábado:8h às 12h')
    await expect(page.getByRole('heading', { name: 'Envie sua Mensagem' })).toBeVisible()
    await expect(page.getByLabel('E-mail')).toHaveAttribute('type', 'email')
    await expect(page.locator('label[for="contato-email"]')).toHaveText('E-mail*')
    await expect(page.getByLabel('Telefone (opcional)')).toBeVisible()
    await expect(page.getByLabel('Mensagem')).toHaveAttribute('rows', '6')
    await expect(page.getByLabel('Assunto').locator('option:not([value=""])')).toHaveText([
      'Desenvolvimento de Software',
      'Suporte Técnico',
      'Outros',
    ])
    const help = page.getByRole('region', { name: 'Como Podemos Ajudar?' })
    await expect(help.getByRole('heading', { level: 3 })).toHaveText([
      'Primeira consulta gratuita',
      'Resposta em até 24 horas úteis',
      'Proposta personalizada',
    ])
    await expect(page.getByRole('link', { name: /Conversar no WhatsApp/ })).toHaveCount(0)
  })

  test('an empty submit shows the toast, marks the fields, focuses the first and sends nothing', async ({
    page,
  }) => {
    await recordWindowOpen(page)
    await gotoContact(page)
    await page.getByLabel('Mensagem').fill('   ')
    await page.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click()
    await expect(toasts(page)).toHaveCount(1)
    await expect(toasts(page)).toContainText('Preencha os campos obrigatórios')
    await expect(toasts(page)).toContainText('Nome, Email, Assunto e Mensagem são obrigatórios.')
    for (const label of ['Nome', 'Assunto', 'Mensagem']) {
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true')
    }
    await expect(page.getByLabel('Telefone (opcional)')).not.toHaveAttribute('aria-invalid')
    await expect(page.getByLabel('Nome')).toBeFocused()
    await expect(page.getByLabel('Nome')).toHaveAccessibleDescription('Preencha este campo.')
    expect(await openCalls(page)).toEqual([])
  })

  test('a malformed e-mail gets an inline message and focus, and nothing is sent', async ({
    page,
  }) => {
    await recordWindowOpen(page)
    await gotoContact(page)
    await fillValid(page, { 'E-mail': 'ana@@empresa' })
    await page.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click()
    const email = page.getByLabel('E-mail')
    await expect(email).toBeFocused()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(/Informe um e-mail válido/)
    expect(await openCalls(page)).toEqual([])
  })

  test('a valid form opens WhatsApp without opener or Referer, toasts, clears and offers a fallback', async ({
    page,
    context,
  }) => {
    const referers: (string | undefined)[] = []
    await context.route('https://wa.me/**', (route) => {
      referers.push(route.request().headers()['referer'])
      return route.fulfill({ status: 200, contentType: 'text/html', body: 'ok' })
    })
    await gotoContact(page)
    await fillValid(page)
    await page.getByLabel('Telefone (opcional)').fill('(67) 98888-7777')
    await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((candidate) =>
        candidate.textContent?.includes('Enviar pelo WhatsApp'),
      )!
      const states: string[] = []
      Object.assign(window, { __buttonStates: states })
      new MutationObserver(() => {
        const spinner = button.querySelector('.animate-spin') ? 'spinner' : 'icon'
        states.push(`${(button as HTMLButtonElement).disabled}|${button.textContent}|${spinner}`)
      }).observe(button, { subtree: true, childList: true, attributes: true, characterData: true })
    })
    const popupPromise = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click()
    const popup = await popupPromise
    await popup.waitForLoadState()
    expect(popup.url().startsWith(WA_PREFIX)).toBe(true)
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    expect(referers).toEqual([undefined])
    expect(decodedWhatsAppText(popup.url())).toBe(
      [
        'Novo chamado pelo site da Ipê Software',
        '',
        'Nome: Ana Souza',
        'Email: ana@empresa.com.br',
        'Telefone: (67) 98888-7777',
        'Assunto: Suporte Técnico',
        'Mensagem: Precisamos de um orçamento.',
      ].join('\n'),
    )
    await expect(toasts(page)).toContainText('Abrimos uma conversa no WhatsApp')
    await expect(toasts(page)).toContainText(
      'Envie a mensagem para concluir o contato. Também responderemos por email se necessário.',
    )
    await expect(page.getByLabel('Nome')).toHaveValue('')
    await expect(page.getByLabel('Mensagem')).toHaveValue('')
    const fallback = page.getByRole('link', { name: /Se o WhatsApp não abriu/ })
    await expect(fallback).toHaveAttribute('href', popup.url())
    await expect(fallback).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(page.getByRole('button', { name: 'Enviar pelo WhatsApp' })).toBeEnabled()
    const states = await page.evaluate(
      () => (window as unknown as { __buttonStates: string[] }).__buttonStates,
    )
    expect(states).toContain('true|Enviando…|spinner')
    expect(states.at(-1)).toBe('false|Enviar pelo WhatsApp|icon')
  })

  test('tricky characters reach the WhatsApp text exactly, with the code-point caps', async ({
    page,
  }) => {
    await recordWindowOpen(page)
    await gotoContact(page)
    const name = '  João & Filhos #1 ?+% 🚀  '
    const message = 'Linha 1 & 50% off?\nLinha 2 #tag +55 👍🏽\n  fim  '
    await fillValid(page, { Nome: name, Mensagem: message })
    await page.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click()
    const [call] = await openCalls(page)
    expect(call?.slice(1)).toEqual(['_blank', 'noopener,noreferrer'])
    const text = decodedWhatsAppText(call![0]!)
    expect(text).toContain(`Nome: ${name}\n`)
    expect(text).toContain(`Mensagem: ${message}`)
    expect(text).not.toContain('Telefone')

    const long = '😀'.repeat(1005)
    await page.getByLabel('Mensagem').fill(long)
    await expect(page.getByLabel('Mensagem')).toHaveValue('😀'.repeat(1000))
    await expect(page.getByText('1000 de 1000 caracteres')).toBeVisible()
  })

  test('when opening fails the error toast shows and every value is kept', async ({ page }) => {
    await recordWindowOpen(page, 'throw')
    await gotoContact(page)
    await fillValid(page)
    await page.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click()
    await expect(toasts(page)).toContainText('Não foi possível enviar agora')
    await expect(toasts(page)).toContainText('Tente novamente em instantes.')
    await expect(page.getByLabel('Nome')).toHaveValue('Ana Souza')
    await expect(page.getByLabel('Assunto')).toHaveValue('Suporte Técnico')
    await expect(page.getByLabel('Mensagem')).toHaveValue('Precisamos de um orçamento.')
    await expect(page.getByRole('link', { name: /Se o WhatsApp não abriu/ })).toHaveCount(0)
  })

  test('only one toast is visible: a new one replaces the last', async ({ page }) => {
    await recordWindowOpen(page)
    await gotoContact(page)
    const submit = page.getByRole('button', { name: 'Enviar pelo WhatsApp' })
    await submit.click()
    await expect(toasts(page)).toContainText('Preencha os campos obrigatórios')
    await fillValid(page)
    await submit.click()
    await expect(toasts(page)).toContainText('Abrimos uma conversa no WhatsApp')
    await expect(toasts(page)).toHaveCount(1)
    await expect(page.locator('section[aria-live="polite"]')).toHaveCount(1)
  })

  test('the draft survives a reload and is cleared after sending', async ({ page }) => {
    await recordWindowOpen(page)
    await gotoContact(page)
    await fillValid(page, { Mensagem: 'Rascunho importante' })
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByLabel('Nome')).toHaveValue('Ana Souza')
    await expect(page.getByLabel('Assunto')).toHaveValue('Suporte Técnico')
    await expect(page.getByLabel('Mensagem')).toHaveValue('Rascunho importante')
    await page.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click()
    await expect(page.getByLabel('Nome')).toHaveValue('')
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByLabel('Nome')).toHaveValue('')
  })

  test('what is typed while the page loads is kept and never sent into the URL', async ({
    page,
  }) => {
    await recordWindowOpen(page)
    // Holds the scripts back, as a slow connection does, so the form is used before React runs.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await released
      await route.continue()
    })
    // The held scripts would hold back the load event too.
    await page.goto('/contato/', { waitUntil: 'domcontentloaded' })
    const submit = page.getByRole('button', { name: 'Enviar pelo WhatsApp' })
    await expect(submit).toBeDisabled()
    await page.getByLabel('Nome').fill('Ana Souza')
    await page.getByLabel('Assunto').selectOption('Outros')
    await page.getByLabel('Nome').press('Enter')
    release()
    await waitForHydration(page)
    expect(new URL(page.url()).search).toBe('')
    await expect(submit).toBeEnabled()
    await page.getByLabel('E-mail').fill('ana@empresa.com.br')
    await page.getByLabel('Mensagem').fill('Olá')
    await submit.click()
    const [call] = await openCalls(page)
    const text = decodedWhatsAppText(call?.[0] ?? '')
    expect(text).toContain('Ana Souza')
    expect(text).toContain('Outros')
  })
})

test.describe('/contato on a phone, in the light theme', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'light' })

  test('sends the form and shows the toast inside the screen', async ({ page }) => {
    await recordWindowOpen(page)
    await gotoContact(page)
    await fillValid(page)
    await page.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click()
    const [call] = await openCalls(page)
    expect(call?.[0]?.startsWith(WA_PREFIX)).toBe(true)
    await expect(toasts(page)).toBeInViewport()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

for (const theme of ['light', 'dark'] as const) {
  test.describe(`/contato toasts in the site's look, ${theme} theme`, () => {
    test.use({ colorScheme: theme })

    test('wear the page font and the colour tokens, with the tone as an accent', async ({
      page,
    }) => {
      await recordWindowOpen(page)
      const form = await gotoContact(page)
      await form.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click()
      const toast = await settledToast(page)
      const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
      await expect(toast).toHaveCSS('font-family', font)
      await expect(toast).toHaveCSS('background-color', tokenRgb(theme, 'card'))
      await expect(toast).toHaveCSS('color', tokenRgb(theme, 'card-foreground'))
      await expect(toast).toHaveCSS('border-top-color', tokenRgb(theme, 'border'))
      await expect(toast).toHaveCSS('border-left-color', tokenRgb(theme, 'destructive'))
      await expect(toast.locator('[data-icon]')).toHaveCSS('color', tokenRgb(theme, 'destructive'))
      await expect(toast.locator('[data-description]')).toHaveCSS(
        'color',
        tokenRgb(theme, 'muted-foreground'),
      )

      await fillValid(page)
      await form.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click()
      await expect(toast).toContainText('Abrimos uma conversa no WhatsApp')
      await expect(toast).toHaveCSS('border-left-color', tokenRgb(theme, 'success'))
      await expect(toast.locator('[data-icon]')).toHaveCSS('color', tokenRgb(theme, 'success'))
      await expect(toast).toHaveCSS('background-color', tokenRgb(theme, 'card'))
    })
  })
}

test.describe('/contato toasts on a desktop', () => {
  test('sit at the bottom left, clear of the form and of the field to fix', async ({ page }) => {
    await recordWindowOpen(page)
    const form = await gotoContact(page)
    await page.getByLabel('Mensagem').fill('Oi')
    await form.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click()
    await expect(page.getByLabel('Nome')).toBeFocused()
    const toast = await expectToastClearOfTheForm(page)
    const formBox = (await form.boundingBox())!
    expect(toast.x + toast.width).toBeLessThanOrEqual(formBox.x)
    const viewport = page.viewportSize()!
    expect(toast.y + toast.height).toBeGreaterThan(viewport.height * 0.75)

    await fillValid(page)
    await form.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click()
    await expect(toasts(page)).toContainText('Abrimos uma conversa no WhatsApp')
    await expectToastClearOfTheForm(page)
  })
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
]) {
  test.describe(`/contato toasts at ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true })

    for (const start of ['the send button', 'the form heading']) {
      test(`sit below the header, above the on-screen keyboard, clear of the form, sent from ${start}`, async ({
        page,
      }) => {
        await recordWindowOpen(page)
        const form = await gotoContact(page)
        if (start === 'the form heading') {
          // The form's top in view, just below the header: the field to fix is already on screen.
          await page
            .getByRole('heading', { name: 'Envie sua Mensagem' })
            .evaluate((heading) => window.scrollBy(0, heading.getBoundingClientRect().top - 72))
        }
        await form.getByRole('button', { name: 'Enviar pelo WhatsApp' }).tap()
        await expect(page.getByLabel('Nome')).toBeFocused()
        const toast = await expectToastClearOfTheForm(page)
        const label = (await page.locator('label[for="contato-name"]').boundingBox())!
        expect(overlaps(toast, label), 'the toast covers the label').toBe(false)
        const header = (await page.getByRole('banner').boundingBox())!
        expect(toast.y).toBeGreaterThanOrEqual(header.y + header.height)
        expect(toast.y + toast.height).toBeLessThanOrEqual(viewport.height / 2)
      })
    }
  })
}

test.describe('/contato subject select', () => {
  for (const width of [360, 390, 768, 1024, 1280, 1440]) {
    test(`shows every subject in full at ${width} px, in the web font and its fallback`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await gotoContact(page)
      const select = page.getByLabel('Assunto')
      for (const subject of ['Desenvolvimento de Software', 'Suporte Técnico', 'Outros']) {
        await select.selectOption(subject)
        const room = await select.evaluate(async (el) => {
          const style = getComputedStyle(el)
          // The font is `font-display: optional`: a first visit may keep the fallback fonts, so
          // the text is measured in the web font and in the rest of the stack.
          const [webFont, ...fallbacks] = style.fontFamily.split(',')
          await document.fonts.load(`${style.fontSize} ${webFont}`)
          const stacks = [style.fontFamily, fallbacks.join(',')]
          const widths = stacks.map((stack) => {
            const probe = document.createElement('span')
            probe.textContent = (el as HTMLSelectElement).selectedOptions[0]!.text
            probe.style.cssText = `position:absolute;white-space:pre;font:${style.fontWeight} ${style.fontSize} ${stack}`
            document.body.append(probe)
            const text = probe.getBoundingClientRect().width
            probe.remove()
            return text
          })
          const content =
            el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
          return { widths, content, appearance: style.appearance }
        })
        // A native arrow takes an unspecified part of the content box; the chevron drawn in
        // the padding does not, so the content box is the room the text has.
        expect(room.appearance, subject).toBe('none')
        for (const text of room.widths) {
          expect(text, `${subject} at ${width} px`).toBeLessThanOrEqual(room.content)
        }
      }
    })
  }
})
