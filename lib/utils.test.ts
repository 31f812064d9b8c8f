import { cx } from './utils'

describe('cx', () => {
  it('joins conditional classes as given', () => {
    expect(cx('px-2', { hidden: false, block: true }, undefined, 'px-4')).toBe('px-2 block px-4')
  })
})
