export type Coordinates = { lat: number; lng: number }

// Google Maps' documented URL form: no API key, no script; phones open it in the Maps app.
export function directionsUrl({ lat, lng }: Coordinates): string {
  const url = new URL('https://www.google.com/maps/dir/')
  url.searchParams.set('api', '1')
  url.searchParams.set('destination', `${lat},${lng}`)
  return url.toString()
}
