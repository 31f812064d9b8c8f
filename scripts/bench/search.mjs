// Times the site search (lib/search.ts) over 10,000 synthetic Portuguese entries: the median of
// 200 runs of each query must stay within 5 ms. `npm run bench` runs it after Lighthouse;
//   node scripts/bench/search.mjs   (npm run bench:search) runs it alone.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'
import { isMain } from '../lib/export.mjs'
import { ROOT } from './config.mjs'
import { formatTable } from './report.mjs'
import { median, percentile } from './stats.mjs'
import { seededRandom } from './seeded-random.mjs'

const MISS_QUERY = 'criptomoeda'
export const SEARCH = {
  entries: 10_000,
  seed: 20_241_122,
  warmupRuns: 20,
  timedRuns: 200,
  preparations: 5,
  targetMs: 5,
  queries: [
    { label: 'accented', query: 'integração' },
    { label: 'unaccented', query: 'integracao' },
    { label: 'upper case', query: 'SEGURANÇA' },
    { label: 'two words', query: 'nota fiscal' },
    { label: 'short prefix', query: 'ca' },
    { label: 'miss', query: MISS_QUERY },
  ],
}

export async function benchSearch() {
  const { search } = await importSearchModule()
  const entries = buildEntries(SEARCH.entries, seededRandom(SEARCH.seed))
  const firstCall = timeOnce(() => search(entries, SEARCH.queries[0].query))
  // Copies of the array miss the WeakMap cache, so each call prepares the index again.
  const preparations = Array.from({ length: SEARCH.preparations }, () => {
    const copy = entries.slice()
    return timeOnce(() => search(copy, MISS_QUERY))
  })
  for (const { query } of SEARCH.queries) {
    for (let i = 0; i < SEARCH.warmupRuns; i++) search(entries, query)
  }
  const queries = SEARCH.queries.map((item) => ({ ...item, ...timeQuery(search, entries, item) }))
  return {
    entries: entries.length,
    firstCallMs: firstCall,
    preparationMs: median(preparations),
    queries,
    overallMedian: median(queries.flatMap((item) => item.samples)),
    pass: queries.every((item) => item.median <= SEARCH.targetMs),
  }
}

/** lib/search.ts, transpiled on the fly (Node 20 does not strip types). */
async function importSearchModule() {
  const source = fs.readFileSync(path.join(ROOT, 'lib/search.ts'), 'utf8')
  const { outputText } = ts.transpileModule(source, {
    fileName: 'search.ts',
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  })
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'))
  const file = path.join(folder, 'search.mjs')
  fs.writeFileSync(file, outputText)
  try {
    return await import(pathToFileURL(file).href)
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

function timeQuery(search, entries, { query }) {
  const samples = []
  let hits = 0
  for (let i = 0; i < SEARCH.timedRuns; i++) {
    const start = performance.now()
    hits = search(entries, query).length
    samples.push(performance.now() - start)
  }
  return { hits, median: median(samples), p95: percentile(samples, 95), samples }
}

function timeOnce(task) {
  const start = performance.now()
  task()
  return performance.now() - start
}

export function formatSearch(result) {
  const ms = (value) => value.toFixed(2)
  const rows = [
    ['query', 'kind', 'hits', 'median ms', 'p95 ms'],
    ...result.queries.map((item) => [
      JSON.stringify(item.query),
      item.label,
      String(item.hits),
      ms(item.median),
      ms(item.p95),
    ]),
  ]
  const slowest = Math.max(...result.queries.map((item) => item.median))
  return [
    `Site search: lib/search.ts over ${result.entries.toLocaleString('en')} entries`,
    `Index preparation ${ms(result.preparationMs)} ms (median of ${SEARCH.preparations}; ` +
      `first cold call ${ms(result.firstCallMs)} ms)`,
    formatTable(rows),
    `Overall median ${ms(result.overallMedian)} ms over ${SEARCH.timedRuns} runs of each query`,
    `Search: ${result.pass ? 'PASS' : 'FAIL'} (slowest query median ${ms(slowest)} ms, ` +
      `target ≤ ${SEARCH.targetMs} ms)`,
  ].join('\n')
}

// Portuguese-like vocabulary: real words (many accented), a few phrases so two-word queries can
// match, and syllable-built words so the text is not just a few hundred distinct terms.
const WORDS = commaList(`
  integração, gestão, serviço, análise, código, solução, público, segurança, manutenção,
  implantação, consultoria, software, sistema, dados, nuvem, aplicação, migração, automação,
  relatório, financeiro, estoque, logística, agronegócio, pecuária, saúde, educação, município,
  prefeitura, contábil, eletrônica, atendimento, suporte, técnico, treinamento, usuário,
  acessível, desempenho, disponível, infraestrutura, rede, servidor, cópia, conexão, móvel,
  aplicativo, cadastro, pesquisa, página, conteúdo, notícia, projeto, equipe, cliente, parceria,
  contrato, orçamento, prazo, entrega, qualidade, processo, negócio, indústria, comércio, varejo,
  inteligência, previsão, colheita, safra, licitação, transparência, tributário, câmbio, fábrica,
  energia, água, região, nota fiscal, Campo Grande, Mato Grosso do Sul, ponto de venda,
  folha de pagamento`)
const STOPWORDS = commaList('de, da, do, e, para, com, em, no, na, os, as, um, uma')
const SYLLABLES = commaList(`
  ca, ção, ma, rá, te, lu, pé, gi, vo, nhã, lo, mi, sa, tó, ri, bu, ê, dor, ná, que, gua, lhe,
  çu, ões, tra, ba, ní, fo, ze, ju`)

function commaList(list) {
  return list.split(',').map((word) => word.trim())
}

/** `count` synthetic entries (title, keywords, content); the same for the same random source. */
export function buildEntries(count, random) {
  const vocabulary = [...WORDS, ...Array.from({ length: 400 }, () => syllableWord(random))]
  const pick = (list) => list[Math.floor(random() * list.length)]
  const randomWords = (min, max, stopwordShare = 0) =>
    Array.from({ length: between(random, min, max) }, () =>
      random() < stopwordShare ? pick(STOPWORDS) : pick(vocabulary),
    )
  return Array.from({ length: count }, () => ({
    title: capitalize(randomWords(2, 6, 0.15).join(' ')),
    keywords: randomWords(3, 8),
    content: `${capitalize(randomWords(20, 60, 0.3).join(' '))}.`,
  }))
}

function syllableWord(random) {
  const length = between(random, 2, 4)
  return Array.from({ length }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join('')
}

function between(random, min, max) {
  return min + Math.floor(random() * (max - min + 1))
}

function capitalize(text) {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

if (isMain(import.meta.url)) {
  const result = await benchSearch()
  console.log(formatSearch(result))
  if (!result.pass) process.exitCode = 1
}
