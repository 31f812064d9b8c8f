import { ANALYTICS } from '@/config/settings.mjs'
import { placeMarker, type Place } from '@/lib/analytics'

/**
 * The attribute that tells the measurement where a container's contact links are, for server
 * components; a build that does not measure renders nothing extra.
 */
export function measuredPlace(place: Place): Record<string, string> {
  return placeMarker(place, ANALYTICS !== null)
}
