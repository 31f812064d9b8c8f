import { searchHref } from '@/content/pages'
import { isActive } from './active-link'

describe('isActive', () => {
  it('marks home only on an exact match', () => {
    expect(isActive('/', '/')).toBe(true)
    expect(isActive('/servicos/', '/')).toBe(false)
    expect(isActive('/sobre', '/')).toBe(false)
  })

  it('marks the other links on a path prefix, with or without a trailing slash', () => {
    expect(isActive('/servicos', '/servicos/')).toBe(true)
    expect(isActive('/servicos/', '/servicos')).toBe(true)
    expect(isActive('/servicos/detalhe/', '/servicos/')).toBe(true)
  })

  it('does not confuse routes that only share leading letters', () => {
    expect(isActive('/servicos-extra/', '/servicos/')).toBe(false)
    expect(isActive('/sobre/', '/servicos/')).toBe(false)
  })

  it('ignores query strings and hashes', () => {
    expect(isActive(searchHref('site'), '/buscar/')).toBe(true)
    expect(isActive('/servicos/#suporte-tecnico', '/servicos/')).toBe(true)
  })
})
