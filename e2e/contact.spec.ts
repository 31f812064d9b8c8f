import type { Page } from '@playwright/test'
import { company } from '../content/company'
import {
  contactForm,
  contactPage,
  contactSubjects,
  helpCards,
  openingHours,
} from '../content/contact'
import { toastRegionLabel } from '../content/shell'
import { toasts as toastCopy } from '../content/toasts'
import { expect, test, waitForHydration } from './fixtures'
import {
  contactFormOn,
  decodedWhatsAppText,
  FACTS,
  fillContactForm,
  openCalls,
  PHONE,
  recordWindowOpen,
  TEL_HREF,
  WHATSAPP_URL,
} from './helpers'
import { tokenRgb } from './palette'

// What the form does on its own (required fields, the e-mail check, the code-point caps, the
// draft, a window that fails to open, one toast id) is components/contact/contact-form.test.tsx's;
// the WhatsApp text itself, tricky characters included, lib/whatsapp.test.ts's. Here: what only a
// browser shows, the popup, and where the toasts land on each screen.

const WA_PREFIX = `${WHATSAPP_URL}?text=`
const SUBMIT = contactForm.submit
const SUBJECT = contactSubjects[1]!

async function gotoContact(page: Page) {
  await page.goto('/contato/')
  await waitForHydration(page)
  return contactFormOn(page)
}

const fillValid = (page: Page) =>
  fillContactForm(page, {
    name: 'Ana Souza',
    email: 'ana@empresa.com.br',
    subject: SUBJECT,
    message: 'Precisamos de um orçamento.',
  })

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
  test(
    'shows the hero, the contact cards, the form and the help cards',
    FACTS,
    async ({ page }) => {
      await gotoContact(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactPage.title)
      await expect(page.getByRole('link', { name: PHONE }).first()).toHaveAttribute(
        'href',
        TEL_HREF,
      )
      await expect(page.getByRole('link', { name: company.email }).first()).toHaveAttribute(
        'href',
        `mailto:${company.email}`,
      )
      const main = page.getByRole('main')
      const { address } = company
      await expect(main.locator('address')).toHaveText(
        `${address.street}, ${address.district}${address.city}, ${address.state}, ${address.postalCode}`,
      )
      for (const { days, hours } of openingHours)
        await expect(main).toContainText(`${days}:${hours}`)
      await expect(page.getByRole('heading', { name: contactForm.title })).toBeVisible()
      await expect(page.locator('label[for="contato-email"]')).toHaveText('E-mail*')
      await expect(page.getByLabel('Telefone (opcional)')).toBeVisible()
      await expect(page.getByLabel('Assunto').locator('option:not([value=""])')).toHaveText(
        contactSubjects,
      )
      const help = page.getByRole('region', { name: contactPage.helpTitle })
      await expect(help.getByRole('heading', { level: 3 })).toHaveText(
        helpCards.map((card) => card.title),
      )
      await expect(page.getByRole('link', { name: /Conversar no WhatsApp/ })).toHaveCount(0)
    },
  )

  test(
    'a valid form opens WhatsApp without opener or Referer, toasts, clears and offers a fallback',
    FACTS,
    async ({ page, context }) => {
      const referers: (string | undefined)[] = []
      await context.route('https://wa.me/**', (route) => {
        referers.push(route.request().headers()['referer'])
        return route.fulfill({ status: 200, contentType: 'text/html', body: 'ok' })
      })
      await gotoContact(page)
      await fillValid(page)
      await page.getByLabel('Telefone (opcional)').fill('(67) 98888-7777')
      await page.evaluate((submit) => {
        const button = [...document.querySelectorAll('button')].find((candidate) =>
          candidate.textContent?.includes(submit),
        )!
        const states: string[] = []
        Object.assign(window, { __buttonStates: states })
        new MutationObserver(() => {
          const spinner = button.querySelector('.animate-spin') ? 'spinner' : 'icon'
          states.push(`${(button as HTMLButtonElement).disabled}|${button.textContent}|${spinner}`)
        }).observe(button, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        })
      }, SUBMIT)
      const popupPromise = page.waitForEvent('popup')
      await page.getByRole('button', { name: SUBMIT }).click()
      const popup = await popupPromise
      await popup.waitForLoadState()
      expect(popup.url().startsWith(WA_PREFIX)).toBe(true)
      expect(await popup.evaluate(() => window.opener)).toBeNull()
      expect(referers).toEqual([undefined])
      const labels = contactForm.messageLabels
      expect(decodedWhatsAppText(popup.url())).toBe(
        [
          contactForm.messageHeader,
          '',
          `${labels.name}: Ana Souza`,
          `${labels.email}: ana@empresa.com.br`,
          `${labels.phone}: (67) 98888-7777`,
          `${labels.subject}: ${SUBJECT}`,
          `${labels.message}: Precisamos de um orçamento.`,
        ].join('\n'),
      )
      await expect(toasts(page)).toContainText(toastCopy.sent.title)
      await expect(toasts(page)).toContainText(toastCopy.sent.description)
      await expect(page.getByLabel('Nome')).toHaveValue('')
      await expect(page.getByLabel('Mensagem')).toHaveValue('')
      const fallback = page.getByRole('link', { name: contactForm.fallback })
      await expect(fallback).toHaveAttribute('href', popup.url())
      await expect(fallback).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(page.getByRole('button', { name: SUBMIT })).toBeEnabled()
      const states = await page.evaluate(
        () => (window as unknown as { __buttonStates: string[] }).__buttonStates,
      )
      expect(states).toContain(`true|${contactForm.submitting}|spinner`)
      expect(states.at(-1)).toBe(`false|${SUBMIT}|icon`)
    },
  )

  test('only one toast is visible: a new one replaces the last', async ({ page }) => {
    await recordWindowOpen(page)
    await gotoContact(page)
    const submit = page.getByRole('button', { name: SUBMIT })
    await submit.click()
    await expect(toasts(page)).toContainText(toastCopy.requiredFields.title)
    await fillValid(page)
    await submit.click()
    await expect(toasts(page)).toContainText(toastCopy.sent.title)
    await expect(toasts(page)).toHaveCount(1)
    // Announced in one polite live region, named in Portuguese.
    const region = page.locator('section[aria-live="polite"]')
    await expect(region).toHaveCount(1)
    await expect(region).toHaveAttribute('aria-label', new RegExp(toastRegionLabel))
    await expect(region).toContainText(toastCopy.sent.title)
  })
})

test.describe('/contato on a phone, in the light theme', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'light' })

  test('sends the form and shows the toast inside the screen', async ({ page }) => {
    await recordWindowOpen(page)
    await gotoContact(page)
    await fillValid(page)
    await page.getByRole('button', { name: SUBMIT }).click()
    const [call] = await openCalls(page)
    expect(call?.[0]?.startsWith(WA_PREFIX)).toBe(true)
    await expect(toasts(page)).toBeInViewport()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test.describe("/contato toasts in the site's look", () => {
  test('wear the page font and the colour tokens, with the tone as an accent, in both themes', async ({
    page,
  }) => {
    await recordWindowOpen(page)
    const form = await gotoContact(page)
    const submit = form.getByRole('button', { name: SUBMIT })
    const toast = toasts(page)
    for (const theme of ['light', 'dark'] as const) {
      await test.step(`${theme} theme`, async () => {
        await page.emulateMedia({ colorScheme: theme })
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
        await submit.click()
        await expect(toast).toContainText(toastCopy.requiredFields.title)
        await settledToast(page)
        const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
        await expect(toast).toHaveCSS('font-family', font)
        await expect(toast).toHaveCSS('background-color', tokenRgb(theme, 'card'))
        await expect(toast).toHaveCSS('color', tokenRgb(theme, 'card-foreground'))
        await expect(toast).toHaveCSS('border-top-color', tokenRgb(theme, 'border'))
        await expect(toast).toHaveCSS('border-left-color', tokenRgb(theme, 'destructive'))
        await expect(toast.locator('[data-icon]')).toHaveCSS(
          'color',
          tokenRgb(theme, 'destructive'),
        )
        await expect(toast.locator('[data-description]')).toHaveCSS(
          'color',
          tokenRgb(theme, 'muted-foreground'),
        )

        await fillValid(page)
        await submit.click()
        await expect(toast).toContainText(toastCopy.sent.title)
        await expect(toast).toHaveCSS('border-left-color', tokenRgb(theme, 'success'))
        await expect(toast.locator('[data-icon]')).toHaveCSS('color', tokenRgb(theme, 'success'))
        await expect(toast).toHaveCSS('background-color', tokenRgb(theme, 'card'))
      })
    }
  })
})

test.describe('/contato toasts on a desktop', () => {
  test('sit at the bottom left, clear of the form and of the field to fix', async ({ page }) => {
    await recordWindowOpen(page)
    const form = await gotoContact(page)
    await page.getByLabel('Mensagem').fill('Oi')
    await form.getByRole('button', { name: SUBMIT }).click()
    await expect(page.getByLabel('Nome')).toBeFocused()
    const toast = await expectToastClearOfTheForm(page)
    const formBox = (await form.boundingBox())!
    expect(toast.x + toast.width).toBeLessThanOrEqual(formBox.x)
    const viewport = page.viewportSize()!
    expect(toast.y + toast.height).toBeGreaterThan(viewport.height * 0.75)

    await fillValid(page)
    await form.getByRole('button', { name: SUBMIT }).click()
    await expect(toasts(page)).toContainText(toastCopy.sent.title)
    await expectToastClearOfTheForm(page)
  })
})

/** Where the visitor is when sending: wherever the page loaded, or the form's top in view. */
const STARTS = [
  { start: 'the send button', scroll: async () => {} },
  {
    start: 'the form heading',
    // Just below the header: the field to fix is already on screen.
    scroll: (page: Page) =>
      page
        .getByRole('heading', { name: contactForm.title })
        .evaluate((heading) => window.scrollBy(0, heading.getBoundingClientRect().top - 72)),
  },
]

for (const viewport of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
]) {
  test.describe(`/contato toasts at ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true })

    for (const { start, scroll } of STARTS) {
      test(`sit below the header, above the on-screen keyboard, clear of the form, sent from ${start}`, async ({
        page,
      }) => {
        await recordWindowOpen(page)
        const form = await gotoContact(page)
        await scroll(page)
        await form.getByRole('button', { name: SUBMIT }).tap()
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
  test('shows every subject in full at every width, in the web font and its fallback', async ({
    page,
  }) => {
    await gotoContact(page)
    const select = page.getByLabel('Assunto')
    for (const width of [360, 390, 768, 1024, 1280, 1440]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 })
        for (const subject of contactSubjects) {
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
})
