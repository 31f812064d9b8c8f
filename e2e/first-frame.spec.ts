import { parse, type DefaultTreeAdapterTypes } from 'parse5'
import type { Page } from '@playwright/test'
import { expect, MISSING_ROUTE, test } from './fixtures'

type Element = DefaultTreeAdapterTypes.Element
type Landmark = 'header' | 'footer'

// Chromium may paint a half-parsed landmark, which must keep its boxes when the rest arrives
// (docs/performance.md, "The first paint"). Scripts off: what shows is the HTML alone.
test.use({ javaScriptEnabled: false })

const isElement = (node: DefaultTreeAdapterTypes.Node): node is Element => 'tagName' in node

const elementsIn = (node: DefaultTreeAdapterTypes.ParentNode): Element[] =>
  node.childNodes.filter(isElement).flatMap((child) => [child, ...elementsIn(child)])

// With scripts off, <noscript> content is markup.
const landmarkIn = (html: string, landmark: Landmark) =>
  elementsIn(parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false })).find(
    (element) => element.tagName === landmark,
  )!

function cutsIn(html: string, landmark: Landmark): number[] {
  const root = landmarkIn(html, landmark)
  const parts = root.childNodes.filter(isElement).flatMap((bar) => bar.childNodes.filter(isElement))
  return elementsIn(root)
    .filter(
      (el) => parts.includes(el) || parts.includes(el.parentNode as Element) || el.tagName === 'li',
    )
    .map((element) => element.sourceCodeLocation!.endOffset)
    .sort((a, b) => a - b)
}

async function boxesIn(page: Page, html: string, landmark: Landmark): Promise<string[]> {
  await page.route('**/first-frame-cut/', (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  )
  await page.goto('/first-frame-cut/')
  await page.unroute('**/first-frame-cut/')
  return page.evaluate(async (landmark) => {
    await document.fonts.ready
    return [...document.querySelectorAll(`${landmark} *`)].map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect()
      // A box of a pixel or less (a text for screen readers only) shows nothing that could move.
      return width > 1 || height > 1 ? JSON.stringify({ x, y, width, height }) : 'unseen'
    })
  }, landmark)
}

async function movedInCuts(page: Page, full: string, landmark: Landmark) {
  const whole = await boxesIn(page, full, landmark)
  const moved: string[] = []
  for (const cut of cutsIn(full, landmark)) {
    const part = full.slice(0, cut)
    // Elements still open at the cut are the ones that grow as the rest arrives.
    const closed = elementsIn(landmarkIn(part, landmark)).map((el) => el.sourceCodeLocation!.endTag)
    const boxes = await boxesIn(page, part, landmark)
    boxes.forEach((box, index) => {
      if (box !== 'unseen' && closed[index] && box !== whole[index])
        moved.push(`cut after …${part.slice(-40)}: element ${index} ${box} then ${whole[index]}`)
    })
  }
  return moved
}

for (const width of [390, 1280]) {
  test(`at ${width} px each header part keeps its box, however cut`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 })
    const full = await (await request.get('/')).text()
    expect(await movedInCuts(page, full, 'header')).toEqual([])
  })
}

// A footer pushed to the screen's foot would sit lower half parsed than whole. The 404 page is
// shorter than a phone's screen before its footer, and than a tall desktop's with it.
for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 1440 },
]) {
  test(`at ${width}×${height} px each footer part keeps its box`, async ({ page, request }) => {
    await page.setViewportSize({ width, height })
    const full = await (await request.get(MISSING_ROUTE)).text()
    expect(await movedInCuts(page, full, 'footer')).toEqual([])
  })
}
