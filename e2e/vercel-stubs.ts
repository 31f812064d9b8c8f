import type { BrowserContext, Request } from '@playwright/test'

// Stand-ins for Vercel's two scripts (offline here); unlike Vercel's, they report under WebDriver.

const WEB_ANALYTICS = `(() => {
  const script = document.currentScript
  let beforeSend = (event) => event
  let first = true
  const post = (path, body) =>
    fetch('/_vercel/insights/' + path, { method: 'POST', keepalive: true, body: JSON.stringify(body) })
  function report(type, params) {
    const event = beforeSend({ type: type === 'pageview' ? 'pageview' : 'event', url: location.href })
    if (!event) return
    const common = { o: event.url, sdkn: script.dataset.sdkn, sdkv: script.dataset.sdkv, ts: Date.now() }
    if (type === 'pageview') {
      post('view', { ...common, dp: params && params.route, r: first ? document.referrer : undefined })
      first = false
    } else {
      post('event', { ...common, en: params.name, ed: params.data, r: document.referrer })
    }
  }
  function va(type, params) {
    if (type === 'beforeSend') beforeSend = params
    else report(type, params)
  }
  const queued = window.vaq || []
  window.va = va
  for (const [type, params] of queued) va(type, params)
  if (script.dataset.disableAutoTrack !== '1') report('pageview', {})
})()`

// Vercel's batches the vitals until the page is hidden; this one reports one at once.
const SPEED_INSIGHTS = `(() => {
  const script = document.currentScript
  let beforeSend = (event) => event
  const si = (type, fn) => {
    if (type === 'beforeSend') beforeSend = fn
  }
  for (const [type, fn] of window.siq || []) si(type, fn)
  window.si = si
  const vital = beforeSend({ type: 'vital', url: location.href, route: script.dataset.route })
  if (!vital) return
  const body = { event: [{ o: vital.url, r: vital.route, n: 'TTFB', v: 12 }], sdkn: script.dataset.sdkn }
  fetch('/_vercel/speed-insights/vitals', { method: 'POST', keepalive: true, body: JSON.stringify(body) })
})()`

export type Beacon = {
  path: string
  body: Record<string, unknown>
  raw: string
}

export async function stubVercel(context: BrowserContext): Promise<Beacon[]> {
  const beacons: Beacon[] = []
  const record = (request: Request) => {
    const body = request.postData() ?? ''
    beacons.push({
      path: new URL(request.url()).pathname,
      body: JSON.parse(body) as Record<string, unknown>,
      raw: [request.url(), JSON.stringify(request.headers()), body].join('\n'),
    })
  }
  await context.route('**/_vercel/insights/script.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: WEB_ANALYTICS }),
  )
  await context.route('**/_vercel/speed-insights/script.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: SPEED_INSIGHTS }),
  )
  await context.route(/\/_vercel\/(insights\/(view|event)|speed-insights\/vitals)$/, (route) => {
    record(route.request())
    return route.fulfill({ status: 200, body: 'OK' })
  })
  return beacons
}
