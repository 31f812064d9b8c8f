import type { Page } from '@playwright/test'
import { about, aboutPage } from '@/content/about'
import { companyLinks } from '@/content/company-links'
import { contactPage } from '@/content/contact'
import { differentials } from '@/content/differentials'
import { homePage } from '@/content/home'
import { pages, searchHref } from '@/content/pages'
import { featuredServices, processSteps, services } from '@/content/services'
import { serviceChat } from '@/content/service-chat'
import { servicesPage } from '@/content/services-page'
import { team } from '@/content/team'
import { testimonials } from '@/content/testimonials'
import { expect, test, waitForHydration } from './fixtures'
import {
  decodedWhatsAppText,
  expectJustBelowHeader,
  isMarkedDocument,
  markDocument,
  WHATSAPP_URL,
} from './helpers'

const SERVICE_ANCHORS = [...services.map((service) => service.id), servicesPage.security.id]

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

const cardTitles = (page: Page, name: string) =>
  region(page, name).getByRole('heading', { level: 3 })
const titles = (items: { title: string }[]) => items.map((item) => item.title)

/** Each service listed offers a WhatsApp chat with its own text. */
async function expectChats(page: Page, listed: { title: string; chat: string }[]) {
  for (const { title, chat } of listed) {
    const link = page.getByRole('link', { name: serviceChat.accessibleLabel(title) })
    const href = (await link.getAttribute('href'))!
    expect(href.startsWith(`${WHATSAPP_URL}?text=`), title).toBe(true)
    expect(decodedWhatsAppText(href)).toBe(chat)
  }
}

/** The ids of the page's elements drawn with an outline: the framed anchor, and nothing else. */
const outlined = (page: Page) =>
  page
    .locator('main [id]')
    .evaluateAll((elements) =>
      elements.filter((el) => getComputedStyle(el).outlineStyle !== 'none').map((el) => el.id),
    )

/** The page's first action, and its closing band's, lead to /contato. */
async function expectToLeadToContact(page: Page, link: string, band: string) {
  await waitForHydration(page)
  const links = page.getByRole('main').getByRole('link', { name: link })
  await expect(links.first()).toHaveAttribute('href', pages.contact.path)
  await region(page, band).getByRole('link', { name: link }).click()
  await expect(page).toHaveURL(pages.contact.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactPage.title)
}

test('home: hero, featured services and their chats, differentials, contact band', async ({
  page,
}) => {
  await page.goto('/')
  const { hero, services: featured, differentials: why, cta } = homePage
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title)
  for (const { label, href } of [hero.primaryCta, hero.secondaryCta, featured.cta])
    await expect(page.getByRole('link', { name: label })).toHaveAttribute('href', href)
  await expect(cardTitles(page, featured.title)).toHaveText(titles(featuredServices))
  await expectChats(page, featuredServices)
  await expect(cardTitles(page, why.title)).toHaveText(titles(differentials))
  const band = region(page, cta.title)
  for (const [name, href] of [
    [cta.whatsapp, companyLinks.chat],
    [cta.email, companyLinks.mailto],
  ])
    await expect(band.getByRole('link', { name })).toHaveAttribute('href', href!)
  await expect(band.getByRole('listitem')).toHaveText(cta.promises)
  for (const { name } of testimonials) await expect(page.getByText(name)).toHaveCount(0)
})

test('/sobre: history, badge, mission, vision, values, then contact', async ({ page }) => {
  await page.goto(pages.about.path)
  const main = page.getByRole('main')
  for (const paragraph of about.history) await expect(main).toContainText(paragraph)
  const { badge } = aboutPage
  const founding = main.getByRole('paragraph').filter({ hasText: badge.label })
  for (const text of [badge.year, badge.state, badge.place])
    await expect(founding).toContainText(text)
  const missionVision = region(page, aboutPage.missionVisionLabel).locator('article')
  await expect(missionVision).toContainText([about.mission, about.vision])
  const values = region(page, aboutPage.valuesTitle).getByRole('listitem')
  await expect(values).toContainText(about.values)
  for (const { name } of team) await expect(page.getByText(name)).toHaveCount(0)
  await expectToLeadToContact(page, aboutPage.cta.label, aboutPage.cta.title)
})

test('/servicos: five services and their chats, six steps, security, a quote button', async ({
  page,
}) => {
  await page.goto(pages.services.path)
  await expect(cardTitles(page, servicesPage.gridTitle)).toHaveText(titles(services))
  await expectChats(page, services)
  await expect(cardTitles(page, servicesPage.processTitle)).toHaveText(titles(processSteps))
  await expect(page.getByRole('heading', { name: servicesPage.security.title })).toBeVisible()
  await expectToLeadToContact(page, servicesPage.cta.label, servicesPage.cta.title)
})

test('each anchor of /servicos lands just below the header, framed, from an address or a search result', async ({
  page,
}) => {
  for (const id of SERVICE_ANCHORS) {
    await page.goto(`${pages.services.path}#${id}`)
    await expectJustBelowHeader(page, id)
    await expect.poll(() => outlined(page)).toEqual([id])
  }
  const { id, title } = servicesPage.security
  await page.goto(searchHref(title))
  await waitForHydration(page)
  await markDocument(page)
  await page.getByRole('main').getByRole('link', { name: title }).first().click()
  await expect(page).toHaveURL(`${pages.services.path}#${id}`)
  await expectJustBelowHeader(page, id)
  await expect.poll(() => outlined(page)).toEqual([id])
  expect(await isMarkedDocument(page), 'no page load').toBe(true)
})
