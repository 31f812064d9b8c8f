import { PLACE_ATTRIBUTE, PLACES } from '@/lib/analytics'

type ContactLinkProps = React.ComponentProps<'a'> & { place: keyof typeof PLACES }

// Compared inline, not read from config/settings.ts, so a build that does not measure drops PLACES.
export function ContactLink({ place, ...props }: ContactLinkProps) {
  const marker =
    process.env.NEXT_PUBLIC_ANALYTICS === 'vercel' ? { [PLACE_ATTRIBUTE]: PLACES[place] } : {}
  return <a {...marker} {...props} />
}
