export type IconName =
  | 'code'
  | 'globe'
  | 'headset'
  | 'plug'
  | 'chart'
  | 'shield'
  | 'lightbulb'
  | 'zap'
  | 'life-buoy'
  | 'trending-up'
  | 'map-pin'
  | 'phone'
  | 'mail'
  | 'clock'
  | 'message-circle'
  | 'clipboard-list'
  | 'repeat'
  | 'badge-check'
  | 'file-text'
  | 'graduation-cap'
  | 'wrench'
  | 'handshake'
  | 'target'
  | 'eye'
  | 'calendar-check'
  | 'arrow-right'
  | 'circle-check'

export type SocialIconName = 'linkedin' | 'instagram' | 'facebook'

export type ServiceId =
  | 'software-personalizado'
  | 'sites-personalizados'
  | 'suporte-tecnico'
  | 'integracao-de-sistemas'
  | 'analise-de-dados'

export type NavLink = { label: string; href: string }

export type Route = {
  path: string
  /** Open to search engines and listed in the sitemap; false: `noindex` and left out of it. */
  indexed: boolean
  title: string
  description: string
  navLabel?: string
  /** The parameter a page reads its state from (the search page's term). */
  queryParam?: string
}

export type PostalAddress = {
  street: string
  district: string
  city: string
  state: string
  postalCode: string
  country: string
}

/**
 * Who answers for personal data: a named encarregado (LGPD art. 41), or, for a small processing
 * agent exempt from naming one (Resolução CD/ANPD nº 2/2022, art. 11), the privacy channel alone.
 * Both reach the data subject through `privacyEmail`.
 */
export type DataProtection = { kind: 'officer'; name: string } | { kind: 'channel' }

export type Company = {
  name: string
  legalName: string
  /** Cadastro Nacional da Pessoa Jurídica, formatted 00.000.000/0000-00. */
  cnpj: string
  slogan: string
  description: string
  address: PostalAddress
  email: string
  /** Where data subjects reach the person in charge of personal data (LGPD art. 41). */
  privacyEmail: string
  dataProtection: DataProtection
  /** The one number the site publishes: a mobile that answers calls and WhatsApp. */
  phone: string
  /** A landline, if the company has one: offered as a tel: link only, never on WhatsApp. */
  landline?: string
  location: { lat: number; lng: number; city: string; state: string }
  foundingYear: number
  areaServed: string[]
}

/**
 * What only the company's owner can supply (content/facts.ts): everything else on the site is
 * derived from these and from the copy.
 */
export type Facts = {
  /** Cadastro Nacional da Pessoa Jurídica, formatted 00.000.000/0000-00. */
  cnpj: string
  /** The one number the site publishes: a mobile that answers calls and WhatsApp. */
  phone: string
  address: Pick<PostalAddress, 'street' | 'district' | 'postalCode'>
  coordinates: { lat: number; lng: number }
  /** Who carries the company's e-mail, named in the privacy notice's transfers abroad. */
  emailProvider: string
  profiles: Record<SocialIconName, string>
  /** The day each notice's text last changed, and the statement's last evaluation (YYYY-MM-DD). */
  privacyUpdatedAt: string
  accessibilityUpdatedAt: string
  accessibilityEvaluatedAt: string
}

export type Service = {
  id: ServiceId
  title: string
  description: string
  icon: IconName
  featured: boolean
  highlights: string[]
}

export type Differential = { id: string; title: string; description: string; icon: IconName }

export type Testimonial = {
  id: string
  name: string
  company: string
  role: string
  content: string
  /** Initials drawn in place of a photo until real portraits exist. */
  avatar: string
}

export type TeamMember = {
  id: string
  name: string
  role: string
  description: string
  /** Initials drawn in place of a photo until real portraits exist. */
  avatar: string
  /** The person's own profile, written only with their consent. */
  linkedin?: string
}

export type AboutContent = {
  history: string[]
  mission: string
  vision: string
  values: string[]
}

export type SocialLink = { name: string; url: string; icon: SocialIconName }

export type SearchIndexEntry = {
  title: string
  url: string
  keywords: string[]
  content: string
}

export type ContactSubject = 'Desenvolvimento de Software' | 'Suporte Técnico' | 'Outros'

/** schema.org's day names, for structured data. */
export type DayOfWeek =
  'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'

export type OpeningHours = {
  /** "Segunda a Sexta", "Sábado". */
  days: string
  /** "8h às 18h". */
  hours: string
  dayOfWeek: DayOfWeek[]
  /** 24-hour time, "08:00". */
  opens: string
  closes: string
}

export type ProcessStep = { title: string; description: string; icon: IconName }

export type InfoCard = { title: string; description: string; icon: IconName }

export type ToastMessage = {
  title: string
  description: string
  duration: number
  tone: 'success' | 'destructive'
}

export type Photo = {
  /** Photo id on the image host. */
  id: string
  alt: string
  width: number
  height: number
}

/** A run of text that may carry inline code (a storage key) or a link. */
export type Inline = string | { code: string } | { text: string; href: string; external?: boolean }

export type RichText = Inline[]

export type PolicyBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: RichText[] }
  | { kind: 'facts'; items: { term: string; detail: RichText }[] }

export type PolicySection = { id: string; title: string; blocks: PolicyBlock[] }
