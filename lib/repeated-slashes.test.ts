import { pages } from '@/content/pages'
import { collapseRepeatedSlashes } from './repeated-slashes'

function browserAt(address: string, status = 200) {
  const url = new URL(address, 'https://www.ipesoftware.com.br')
  const location = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    reload: jest.fn(),
  }
  const history = { replaceState: jest.fn() }
  const performance = {
    getEntriesByType: jest.fn(() => [{ responseStatus: status }] as unknown as PerformanceEntry[]),
  }
  collapseRepeatedSlashes(location, history, performance)
  return { history, location }
}

describe('collapseRepeatedSlashes', () => {
  it('puts a double slash right, keeping the query and the hash', () => {
    expect(browserAt('/x').history.replaceState).not.toHaveBeenCalled()
    const { history } = browserAt('https://www.ipesoftware.com.br//servicos/?a=1#suporte-tecnico')
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/servicos/?a=1#suporte-tecnico')
  })

  it('collapses every run of slashes, at the root too', () => {
    expect(browserAt('https://www.ipesoftware.com.br//').history.replaceState).toHaveBeenCalledWith(
      null,
      '',
      '/',
    )
    expect(
      browserAt('https://www.ipesoftware.com.br///sobre//').history.replaceState,
    ).toHaveBeenCalledWith(null, '', '/sobre/')
  })

  it('leaves a clean address alone', () => {
    for (const address of [
      '/',
      '/servicos/',
      `${pages.search.path}?${pages.search.queryParam}=a//b`,
      '/sobre/#a//b',
    ]) {
      const { history, location } = browserAt(address)
      expect(history.replaceState).not.toHaveBeenCalled()
      expect(location.reload).not.toHaveBeenCalled()
    }
  })

  it('reloads the clean address only when the host answered the odd one with a 404', () => {
    expect(
      browserAt('https://www.ipesoftware.com.br//servicos/').location.reload,
    ).not.toHaveBeenCalled()
    expect(
      browserAt('https://www.ipesoftware.com.br//servicos/', 404).location.reload,
    ).toHaveBeenCalledTimes(1)
  })

  it('runs alone, as the text of an inline script', () => {
    const script = `(${collapseRepeatedSlashes.toString()})(location, history, performance)`
    const replaceState = jest.fn()
    const run = new Function('location', 'history', 'performance', script)
    run(
      { pathname: '//contato/', search: '', hash: '', reload: jest.fn() },
      { replaceState },
      { getEntriesByType: () => [] },
    )
    expect(replaceState).toHaveBeenCalledWith(null, '', '/contato/')
  })
})
