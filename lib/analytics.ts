// What may be reported, and never: docs/measurement.md.

export const VERCEL_SCRIPTS = {
  analytics: '/_vercel/insights/script.js',
  speedInsights: '/_vercel/speed-insights/script.js',
} as const

export const PLACE_ATTRIBUTE = 'data-place'

export const PLACES = {
  form: 'formulario',
  floatingButton: 'botao-flutuante',
  homeBand: 'faixa-inicio',
  footer: 'rodape',
  contactCards: 'cartao-contato',
  service: 'servico',
  menu: 'menu',
  hero: 'topo-pagina',
  page: 'pagina',
} as const

export type Place = (typeof PLACES)[keyof typeof PLACES]

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

function placeOf(marker: string | null | undefined): Place {
  return marker && KNOWN_PLACES.has(marker) ? (marker as Place) : PLACES.page
}

// Never the address: the form's fallback link carries the whole message.
export function linkEvent(href: string, marker: string | null | undefined): MeasuredEvent | null {
  const channel = contactChannel(href)
  if (!channel) return null
  return { name: EVENTS[channel], data: { local: placeOf(marker) } }
}

export const HAND_OFF_EVENT = 'contact-form-hand-off'

export const handOffEvent: MeasuredEvent = {
  name: EVENTS.handOff,
  data: { local: PLACES.form },
}

export function searchEvent(results: number): MeasuredEvent {
  return { name: EVENTS.search, data: { resultados: results } }
}

function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`
}

export function measuredPath(pathname: string, pages: readonly string[], notFound: string): string {
  const path = withTrailingSlash(pathname)
  return pages.some((page) => withTrailingSlash(page) === path) ? path : notFound
}

function measuredUrl(href: string, pages: readonly string[], notFound: string): string | null {
  try {
    const url = new URL(href)
    return `${url.origin}${measuredPath(url.pathname, pages, notFound)}`
  } catch {
    return null
  }
}

// Speed Insights reports the route beside the address: both are reduced.
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

export function measurementAllowed(globalPrivacyControl: unknown): boolean {
  return globalPrivacyControl !== true
}
