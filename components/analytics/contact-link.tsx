import { PLACE_ATTRIBUTE, PLACES } from '@/lib/analytics'

type ContactLinkProps = React.ComponentProps<'a'> & { place: keyof typeof PLACES }

/**
 * A link to WhatsApp, a phone or an e-mail address. A build that measures marks it with its place
 * from PLACES, which its clicks are counted under; any other build renders a plain link. Compared
 * inline rather than read from config/settings.ts, so that the compiler drops the marker, and
 * PLACES with it, from a build that does not measure.
 */
export function ContactLink({ place, ...props }: ContactLinkProps) {
  const marker =
    process.env.NEXT_PUBLIC_ANALYTICS === 'vercel' ? { [PLACE_ATTRIBUTE]: PLACES[place] } : {}
  return <a {...marker} {...props} />
}
