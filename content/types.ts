import type { icons } from 'lucide-react'
import type { PostalAddress } from '@/lib/json-ld'
import type { SceneName } from '@/lib/drawings'
import type { Coordinates } from '@/lib/maps'
import type { SocialIconName } from '@/lib/social-icon-nodes'

/** Any of lucide's icons (lucide.dev/icons), by its name in PascalCase: `'ChartColumn'`. */
export type IconName = keyof typeof icons

export type NavLink = { label: string; href: string }

export type Route = {
  path: string
  /** false: `noindex` and left out of the sitemap. */
  indexed: boolean
  title: string
  description: string
  navLabel?: string
  queryParam?: string
}

/** An encarregado (LGPD art. 41), or a channel alone for a small agent (Res. CD/ANPD 2/2022). */
export type DataProtection = { kind: 'officer'; name: string } | { kind: 'channel' }

export type Company = {
  name: string
  legalName: string
  cnpj: string
  slogan: string
  description: string
  address: PostalAddress
  email: string
  privacyEmail: string
  dataProtection: DataProtection
  phone: string
  /** Offered as a tel: link only, never on WhatsApp. */
  landline?: string
  location: Coordinates & { city: string; state: string }
  foundingYear: number
  areaServed: string[]
}

export type Facts = {
  /** 00.000.000/0000-00 */
  cnpj: string
  /** The one number the site publishes: a mobile that answers calls and WhatsApp. */
  phone: string
  address: Pick<PostalAddress, 'street' | 'district' | 'postalCode'>
  coordinates: Coordinates
  emailProvider: string
  profiles: Record<SocialIconName, string>
  /** YYYY-MM-DD */
  privacyUpdatedAt: string
  accessibilityUpdatedAt: string
  accessibilityEvaluatedAt: string
}

export type Service = {
  /** The anchor of its row on /servicos: links and search results point to it. */
  id: string
  title: string
  description: string
  icon: IconName
  /** Also a card on the home page. */
  featured: boolean
  /** What it includes, on /servicos. */
  highlights: string[]
  /** Words a visitor may search for that the title and text do not say. */
  keywords: string[]
  /** The WhatsApp message its "Conversar no WhatsApp" link starts. */
  chat: string
  /** Its window drawn (lib/drawings.ts: code, site, support, integration, dashboard); without one,
   * its icon stands for it. */
  scene?: SceneName
}

export type Differential = { id: string; title: string; description: string; icon: IconName }

export type Testimonial = {
  id: string
  name: string
  company: string
  role: string
  content: string
  avatar: string
}

export type TeamMember = {
  id: string
  name: string
  role: string
  description: string
  avatar: string
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
  days: string
  hours: string
  dayOfWeek: DayOfWeek[]
  opens: string
  closes: string
}

export type ProcessStep = { title: string; description: string }

export type InfoCard = { title: string; description: string; icon: IconName }

export type ToastMessage = {
  title: string
  description: string
  duration: number
  tone: 'success' | 'destructive'
}

export type Photo = {
  id: string
  alt: string
  width: number
  height: number
}

export type Inline = string | { code: string } | { text: string; href: string; external?: boolean }

export type RichText = Inline[]

export type PolicyBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: RichText[] }
  | { kind: 'facts'; items: { term: string; detail: RichText }[] }

export type PolicySection = { id: string; title: string; blocks: PolicyBlock[] }
