export type Coordinates = { lat: number; lng: number }

/**
 * A directions link to a point, in the documented Google Maps URL form: no API key, no script,
 * and it opens the Maps app on phones that have it.
 */
export function directionsUrl({ lat, lng }: Coordinates): string {
  const url = new URL('https://www.google.com/maps/dir/')
  url.searchParams.set('api', '1')
  url.searchParams.set('destination', `${lat},${lng}`)
  return url.toString()
}
