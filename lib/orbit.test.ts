import { around, cable } from './orbit'

it('spreads the points round the centre, the first above it; each cable bends to one side', () => {
  expect([0, 1, 2].map((index) => around(4, index))).toEqual([
    { x: 50, y: 14 },
    { x: 80, y: 50 },
    { x: 50, y: 86 },
  ])
  expect(cable({ x: 80, y: 50 })).toBe('M50 50Q65 55.4 80 50')
})
