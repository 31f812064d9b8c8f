import { serializeJsonLd } from '@/lib/json-ld'

// Never executed, so it needs no script hash in the CSP.
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
