import fc from 'fast-check'
import { highlight, normalizeQuery, search, type Searchable } from './search'

const entries: (Searchable & { url: string })[] = [
  { title: 'Início', url: '/', keywords: ['empresa'], content: 'Software em Campo Grande.' },
  {
    title: 'Integração de Sistemas',
    url: '/servicos/#integracao-de-sistemas',
    keywords: ['API', 'ERP'],
    content: 'Conectamos sistemas.',
  },
  {
    title: 'Análise de Dados',
    url: '/servicos/#analise-de-dados',
    keywords: ['painéis', 'BI'],
    content: 'Relatórios para a diretoria.',
  },
  { title: 'Contato', url: '/contato/', keywords: ['whatsapp'], content: 'Fale com a análise.' },
  { title: 'Sobre', url: '/sobre/', keywords: ['análise'], content: 'Nossa história.' },
]

const urls = (query: string) => search(entries, query).map((entry) => entry.url)

describe('normalizeQuery', () => {
  it('removes accents, lowers case, collapses and trims whitespace', () => {
    expect(normalizeQuery('  Integração \n  ANÁLISE   Ênfase ')).toBe('integracao analise enfase')
  })
})

describe('search', () => {
  it('finds accented titles from unaccented queries and the reverse', () => {
    expect(urls('integracao')).toEqual(['/servicos/#integracao-de-sistemas'])
    expect(urls('INTEGRAÇÃO')).toEqual(['/servicos/#integracao-de-sistemas'])
    expect(urls('ANÁLISE')).toContain('/servicos/#analise-de-dados')
    expect(urls('inicio')).toEqual(['/'])
  })

  it('matches substrings of title, keywords and content', () => {
    expect(urls('tegra')).toEqual(['/servicos/#integracao-de-sistemas'])
    expect(urls('erp')).toEqual(['/servicos/#integracao-de-sistemas'])
    expect(urls('diretoria')).toEqual(['/servicos/#analise-de-dados'])
  })

  it('matches across the combined fields', () => {
    expect(urls('sistemas api')).toEqual(['/servicos/#integracao-de-sistemas'])
  })

  it('finds nothing for a blank query or text that is not there', () => {
    for (const query of ['', '   \n\t', 'blockchain']) expect(search(entries, query)).toEqual([])
  })

  it('puts title matches first, then keyword matches, then content, each in index order', () => {
    expect(urls('analise')).toEqual(['/servicos/#analise-de-dados', '/sobre/', '/contato/'])
  })
})

describe('highlight', () => {
  it('marks every match in the original text, accent-insensitively', () => {
    expect(highlight('Análise e analise', 'ANALISE')).toEqual([
      { text: 'Análise', match: true },
      { text: ' e ', match: false },
      { text: 'analise', match: true },
    ])
  })

  it('keeps the original characters of decomposed accents', () => {
    const decomposed = 'Integrac\u0327a\u0303o'
    const segments = highlight(decomposed, 'integracao')
    expect(segments).toEqual([{ text: decomposed, match: true }])
  })

  it('returns the whole text unmarked when nothing matches or the query is blank', () => {
    expect(highlight('Contato', 'xyz')).toEqual([{ text: 'Contato', match: false }])
    expect(highlight('Contato', '  ')).toEqual([{ text: 'Contato', match: false }])
    expect(highlight('', 'a')).toEqual([])
  })
})

describe('search properties', () => {
  const anyText = fc.string({ unit: 'binary', maxLength: 200 })

  it('never throws and only returns entries that contain the query', () => {
    fc.assert(
      fc.property(anyText, (query) => {
        const results = search(entries, query)
        const needle = normalizeQuery(query)
        for (const entry of results) {
          const haystack = normalizeQuery(
            `${entry.title} ${entry.keywords.join(' ')} ${entry.content}`,
          )
          expect(haystack).toContain(needle)
        }
      }),
      { numRuns: 10_000 },
    )
  })

  // Timed on average over many queries: one call can meet a GC pause on a busy machine.
  it('answers the longest queries in well under a frame', () => {
    const queries = fc.sample(fc.string({ unit: 'binary', minLength: 200, maxLength: 200 }), 500)
    const started = performance.now()
    for (const query of queries) search(entries, query)
    expect((performance.now() - started) / queries.length).toBeLessThan(5)
  })

  it('highlighting always gives back the original text', () => {
    fc.assert(
      fc.property(anyText, anyText, (text, query) => {
        expect(
          highlight(text, query)
            .map((segment) => segment.text)
            .join(''),
        ).toBe(text)
      }),
      { numRuns: 10_000 },
    )
  })
})
