import { directionsUrl } from './maps'

it('asks Google Maps for directions to the coordinates, every decimal kept', () => {
  expect(directionsUrl({ lat: -15.793912, lng: 179.5 })).toBe(
    'https://www.google.com/maps/dir/?api=1&destination=-15.793912%2C179.5',
  )
})
