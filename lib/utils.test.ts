import { cn, cx } from './utils'

describe('class helpers', () => {
  it('cn joins conditional classes and lets the last Tailwind class win', () => {
    expect(cn('px-2 py-1', false && 'hidden', 'px-4')).toBe('py-1 px-4')
  })

  it('cx joins conditional classes as given', () => {
    expect(cx('px-2', { hidden: false, block: true }, undefined, 'px-4')).toBe('px-2 block px-4')
  })
})
