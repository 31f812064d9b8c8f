import type { Page } from '@playwright/test'

export const SERVICE_ANCHORS = [
  'software-personalizado',
  'sites-personalizados',
  'suporte-tecnico',
  'integracao-de-sistemas',
  'analise-de-dados',
  'seguranca-da-informacao',
] as const

/** Distance from the bottom of the sticky header to the top of the element, in px. */
export async function gapBelowHeader(page: Page, id: string): Promise<number> {
  return page.evaluate((targetId) => {
    const header = document.querySelector('header')!.getBoundingClientRect()
    const target = document.getElementById(targetId)!.getBoundingClientRect()
    return target.top - header.bottom
  }, id)
}

/** Records window.open calls instead of opening anything. */
export async function recordWindowOpen(page: Page, mode: 'record' | 'throw' = 'record') {
  await page.addInitScript((behaviour) => {
    const calls: unknown[][] = []
    Object.assign(window, { __openCalls: calls })
    window.open = (...args: unknown[]) => {
      calls.push(args)
      if (behaviour === 'throw') throw new Error('popup blocked')
      return null
    }
  }, mode)
}

export async function openCalls(page: Page): Promise<string[][]> {
  return page.evaluate(() => (window as unknown as { __openCalls: string[][] }).__openCalls)
}

export function decodedWhatsAppText(url: string): string {
  const text = new URL(url).searchParams.get('text')
  if (text === null) throw new Error(`no text in ${url}`)
  return text
}

/**
 * Resolves once the browser has been idle twice in a row: a measuring build starts measuring
 * when the browser is first idle after hydration.
 */
export async function afterIdle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const wait = (then: () => void) => requestIdleCallback(then, { timeout: 5000 })
        wait(() => wait(() => resolve()))
      }),
  )
}
