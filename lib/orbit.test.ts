import { around, cable } from './orbit'

it('spreads the points evenly round the centre, the first straight above it', () => {
  expect(around(4, 0)).toEqual({ x: 50, y: 14 })
  expect(around(4, 1)).toEqual({ x: 80, y: 50 })
  expect(around(4, 2)).toEqual({ x: 50, y: 86 })
  expect(around(5, 1, { x: 10, y: 10 })).toEqual({ x: 59.51, y: 46.91 })
})

it('bends each cable to the same side of its straight line', () => {
  expect(cable({ x: 80, y: 50 })).toBe('M50 50Q65 55.4 80 50')
  expect(cable({ x: 50, y: 14 }, 0)).toBe('M50 50Q50 32 50 14')
})
