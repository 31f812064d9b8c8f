import { parse, type DefaultTreeAdapterTypes } from 'parse5'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

type Element = DefaultTreeAdapterTypes.Element
type Box = { x: number; y: number; width: number; height: number }

// A browser may paint while the header is half parsed (Chromium does, after its logo and first
// link): what it has drawn then must keep its box when the rest arrives. Each cut of the page
// ends after one more of the header's parts; scripts are off, so what shows is the HTML alone.
test.use({ javaScriptEnabled: false })

const isElement = (node: DefaultTreeAdapterTypes.Node): node is Element => 'tagName' in node

function elementsIn(node: DefaultTreeAdapterTypes.ParentNode): Element[] {
  return node.childNodes.filter(isElement).flatMap((child) => [child, ...elementsIn(child)])
}

/** Where the page can be cut: after each of the header's parts and each link of its nav. */
// Parsed as a browser with scripts off parses it (<noscript> content is markup).
const parseHtml = (html: string) =>
  parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false })

function headerCuts(html: string): number[] {
  const document = parseHtml(html)
  const header = elementsIn(document).find((element) => element.tagName === 'header')!
  const parts = elementsIn(header).filter(
    (element) =>
      element.parentNode === header.childNodes.find(isElement) || element.tagName === 'li',
  )
  return parts.map((part) => part.sourceCodeLocation!.endOffset).sort((a, b) => a - b)
}

/** The boxes of the header's elements that were whole in the HTML, in document order. */
async function headerBoxes(page: Page, html: string): Promise<Box[]> {
  await page.route('**/first-frame-cut/', (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  )
  await page.goto('/first-frame-cut/')
  await page.unroute('**/first-frame-cut/')
  return page.evaluate(async () => {
    await document.fonts.ready
    return [...document.querySelectorAll('header *')].map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect()
      return { x, y, width, height }
    })
  })
}

for (const width of [390, 1280]) {
  test(`at ${width} px the header's parts keep their boxes however little of it is parsed`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    const full = await (await request.get('/')).text()
    const whole = await headerBoxes(page, full)
    for (const cut of headerCuts(full)) {
      const part = full.slice(0, cut)
      const parsed = parseHtml(part)
      const header = elementsIn(parsed).find((element) => element.tagName === 'header')!
      // Elements still open at the cut are the ones that grow as the rest arrives.
      const closed = elementsIn(header).map((element) => element.sourceCodeLocation!.endTag)
      const boxes = await headerBoxes(page, part)
      const moved = boxes.flatMap((box, index) =>
        closed[index] && JSON.stringify(box) !== JSON.stringify(whole[index])
          ? [`element ${index}: ${JSON.stringify(box)} then ${JSON.stringify(whole[index])}`]
          : [],
      )
      expect(moved, `cut after …${part.slice(-60)}`).toEqual([])
    }
  })
}
