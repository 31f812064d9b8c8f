import { directionsUrl } from './maps'

describe('directionsUrl', () => {
  it('asks Google Maps for directions to the coordinates', () => {
    expect(directionsUrl({ lat: -20.4697, lng: -54.6201 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-20.4697%2C-54.6201',
    )
  })

  it('keeps every decimal the coordinates carry', () => {
    const url = new URL(directionsUrl({ lat: 0.123456, lng: 179.5 }))
    expect(url.searchParams.get('destination')).toBe('0.123456,179.5')
  })
})
