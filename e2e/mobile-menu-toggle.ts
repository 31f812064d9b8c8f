import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * The menu's toggle, a native `<summary>`. Playwright gives it no role, so it is found by its tag
 * and what assistive technology hears is read from Chrome's own accessibility tree.
 */
export function menuToggle(page: Page) {
  return page.getByRole('banner').locator('summary')
}

type Announced = { role?: string; name?: string; expanded?: boolean }

async function announcedToggle(page: Page): Promise<Announced> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: 'header summary',
    })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    })
    const [node] = nodes
    const expanded = node?.properties?.find((property) => property.name === 'expanded')
    return {
      role: node?.role?.value as string | undefined,
      name: node?.name?.value as string | undefined,
      expanded: expanded?.value.value as boolean | undefined,
    }
  } finally {
    await cdp.detach()
  }
}

/** The toggle is announced as a disclosure button that says what it will do, and its state. */
export async function expectMenu(page: Page, state: 'open' | 'closed') {
  const open = state === 'open'
  await expect
    .poll(() => announcedToggle(page))
    .toEqual({
      role: 'DisclosureTriangle',
      name: open ? 'Fechar menu de navegação' : 'Abrir menu de navegação',
      expanded: open,
    })
  const menu = page.getByRole('navigation', { name: 'Menu principal' })
  await (open ? expect(menu).toBeVisible() : expect(menu).toBeHidden())
}
