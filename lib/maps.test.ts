import { directionsUrl } from './maps'

describe('directionsUrl', () => {
  it('asks Google Maps for directions to the coordinates', () => {
    expect(directionsUrl({ lat: -15.7939, lng: -47.8828 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-15.7939%2C-47.8828',
    )
  })

  it('keeps every decimal the coordinates carry', () => {
    const url = new URL(directionsUrl({ lat: 0.123456, lng: 179.5 }))
    expect(url.searchParams.get('destination')).toBe('0.123456,179.5')
  })
})
