// The page's code waits for the page: on a slow line its chunks would share the wire with the
// largest photo and run before it is drawn (docs/performance.md, the A/B of 2026-11-26), and the
// pages read, link and submit before their scripts run (the no-JavaScript and before-scripts
// tests keep them so).

type Win = Pick<Window, 'addEventListener' | 'setTimeout'>
type Doc = Pick<Document, 'readyState' | 'createElement' | 'body'>

/**
 * Starts the page's scripts once it has loaded (its photos and font in), or `latestMs` after
 * this runs should a resource never finish, whichever comes first, once. Each script keeps its
 * place in the order (async off), as Next's runtime expects.
 * Sent to the browser as the text of an inline script: it calls nothing outside itself, and its
 * callbacks are methods or anonymous (the build's TypeScript runner names other functions).
 */
export function startScriptsAfterLoad(
  win: Win,
  doc: Doc,
  urls: readonly string[],
  latestMs: number,
): void {
  const page = {
    started: false,
    start() {
      if (page.started) return
      page.started = true
      urls.forEach(function (url) {
        const script = doc.createElement('script')
        script.src = url
        script.async = false
        doc.body.appendChild(script)
      })
    },
  }
  if (doc.readyState === 'complete') return page.start()
  win.addEventListener('load', function () {
    page.start()
  })
  win.setTimeout(function () {
    page.start()
  }, latestMs)
}
