import { searchHref } from '@/content/pages'
import { isActive, isPage } from './active-link'

describe('isActive', () => {
  it('marks home only on an exact match', () => {
    expect(isActive('/', '/')).toBe(true)
    expect(isActive('/servicos/', '/')).toBe(false)
  })

  it('marks the other links on a path prefix, whatever the trailing slash, query or hash', () => {
    expect(isActive('/servicos', '/servicos/')).toBe(true)
    expect(isActive('/servicos/', '/servicos')).toBe(true)
    expect(isActive('/servicos/detalhe/', '/servicos/')).toBe(true)
    expect(isActive('/servicos/#suporte-tecnico', '/servicos/')).toBe(true)
    expect(isActive(searchHref('site'), '/buscar/')).toBe(true)
  })

  it('does not confuse routes that only share leading letters', () => {
    expect(isActive('/servicos-extra/', '/servicos/')).toBe(false)
    expect(isActive('/sobre/', '/servicos/')).toBe(false)
  })
})

describe('isPage', () => {
  it('is the page itself, whatever its trailing slash, query or hash, and nothing below it', () => {
    expect(isPage('/contato', '/contato/')).toBe(true)
    expect(isPage('/contato/?x=1#form', '/contato/')).toBe(true)
    expect(isPage('/contato/alguem%40exemplo.com/', '/contato/')).toBe(false)
  })
})
