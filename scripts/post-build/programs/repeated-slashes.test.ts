import { pages } from '@/content/pages'
import { collapseRepeatedSlashes } from './repeated-slashes'

function browserAt(address: string, status = 200) {
  const url = new URL(address, 'https://www.ipesoftware.com.br')
  const location = { pathname: url.pathname, search: url.search, hash: url.hash, reload: jest.fn() }
  const history = { replaceState: jest.fn() }
  const performance = {
    getEntriesByType: jest.fn(() => [{ responseStatus: status }] as unknown as PerformanceEntry[]),
  }
  collapseRepeatedSlashes(location, history, performance)
  return { history, location }
}

describe('collapseRepeatedSlashes', () => {
  it('collapses every run of slashes without a reload, keeping the query and the hash', () => {
    const { history, location } = browserAt('https://www.ipesoftware.com.br///sobre//?a=1#b')
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/sobre/?a=1#b')
    expect(location.reload).not.toHaveBeenCalled()
  })

  it('leaves a clean address alone, slashes in its query or hash included', () => {
    for (const address of [
      '/servicos/',
      `${pages.search.path}?${pages.search.queryParam}=a//b`,
      '/sobre/#a//b',
    ]) {
      const { history, location } = browserAt(address, 404)
      expect(history.replaceState).not.toHaveBeenCalled()
      expect(location.reload).not.toHaveBeenCalled()
    }
  })
})
