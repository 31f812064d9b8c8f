// What the site tells Vercel Web Analytics and Speed Insights, when a build measures at all
// (NEXT_PUBLIC_ANALYTICS in config/settings.ts): page views by page, the contact links opened
// with the place they were in, the contact form's hand-off to WhatsApp and each search's count of
// results. Never what a visitor typed: no form field, no search term, no query string, no path
// that is not one of the site's pages.

/**
 * Where the packages load Vercel's two scripts from in a production build (their defaults, on the
 * site's own origin): the Trusted Types policy of a build that measures allows these two.
 */
export const VERCEL_SCRIPTS = {
  analytics: '/_vercel/insights/script.js',
  speedInsights: '/_vercel/speed-insights/script.js',
} as const

/** The attribute that names, on each contact link of a build that measures, where it sits. */
export const PLACE_ATTRIBUTE = 'data-place'

/** Where the contact links are, as the staff read them in the dashboard's event properties. */
export const PLACES = {
  form: 'formulario',
  floatingButton: 'botao-flutuante',
  homeBand: 'faixa-inicio',
  footer: 'rodape',
  contactCards: 'cartao-contato',
  /** Any other link: in the text of a page, such as the privacy notice. */
  page: 'pagina',
} as const

export type Place = (typeof PLACES)[keyof typeof PLACES]

/** Custom event names, as the dashboard lists them. */
export const EVENTS = {
  handOff: 'Formulário enviado',
  whatsapp: 'WhatsApp',
  phone: 'Telefone',
  email: 'E-mail',
  search: 'Busca',
} as const

export type MeasuredEvent = {
  name: (typeof EVENTS)[keyof typeof EVENTS]
  data: Record<string, string | number>
}

type Channel = 'whatsapp' | 'phone' | 'email'

const WHATSAPP_HOSTS = new Set(['wa.me', 'api.whatsapp.com', 'web.whatsapp.com'])

/** Which way of reaching the company a link opens, if any: null for any other link. */
export function contactChannel(href: string): Channel | null {
  let url: URL
  try {
    url = new URL(href, 'https://site.invalid/')
  } catch {
    return null
  }
  if (url.protocol === 'tel:') return 'phone'
  if (url.protocol === 'mailto:') return 'email'
  if (url.protocol === 'whatsapp:') return 'whatsapp'
  if (url.protocol === 'https:' && WHATSAPP_HOSTS.has(url.hostname)) return 'whatsapp'
  return null
}

const KNOWN_PLACES = new Set<string>(Object.values(PLACES))

/** The marker's value when it is one of the places above, else the page's text. */
function placeOf(marker: string | null | undefined): Place {
  return marker && KNOWN_PLACES.has(marker) ? (marker as Place) : PLACES.page
}

/**
 * The event for a click on a link: its channel and place, never its address (the form's
 * fallback link carries the whole message in it).
 */
export function linkEvent(href: string, marker: string | null | undefined): MeasuredEvent | null {
  const channel = contactChannel(href)
  if (!channel) return null
  return { name: EVENTS[channel], data: { local: placeOf(marker) } }
}

/** The DOM event the contact form dispatches, in a build that measures, when it hands off. */
export const HAND_OFF_EVENT = 'contact-form-hand-off'

/** The contact form handed a message to WhatsApp. */
export const handOffEvent: MeasuredEvent = {
  name: EVENTS.handOff,
  data: { local: PLACES.form },
}

/** A search and how many results it found; never its term. */
export function searchEvent(results: number): MeasuredEvent {
  return { name: EVENTS.search, data: { resultados: results } }
}

function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`
}

/**
 * The page a path shows, as the site writes it: one of `pages`, or the not-found page for any
 * other path (which may be anything someone typed or a broken link carried).
 */
export function measuredPath(pathname: string, pages: readonly string[], notFound: string): string {
  const path = withTrailingSlash(pathname)
  return pages.some((page) => withTrailingSlash(page) === path) ? path : notFound
}

/** An address without its query string and fragment, its path reduced to one of the pages. */
function measuredUrl(href: string, pages: readonly string[], notFound: string): string | null {
  try {
    const url = new URL(href)
    return `${url.origin}${measuredPath(url.pathname, pages, notFound)}`
  } catch {
    return null
  }
}

/**
 * The `beforeSend` both packages run on each page view, event and vital: the address reduced as
 * above (and the route too, which Speed Insights reports beside it), or dropped if unreadable.
 */
export function measuredReport<T extends { url: string; route?: string }>(
  report: T,
  pages: readonly string[],
  notFound: string,
): T | null {
  const url = measuredUrl(report.url, pages, notFound)
  if (!url) return null
  if (report.route === undefined) return { ...report, url }
  return { ...report, url, route: new URL(url).pathname }
}

/** Whether this visitor may be measured: not when the browser signals Global Privacy Control. */
export function measurementAllowed(globalPrivacyControl: unknown): boolean {
  return globalPrivacyControl !== true
}
