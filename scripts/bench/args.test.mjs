import assert from 'node:assert/strict'
import { test } from 'node:test'
import { BenchError, normalizeRoute, parseBenchArgs } from './args.mjs'

test('defaults: 7 runs, both throttling methods, every column, build and search', () => {
  assert.deepEqual(parseBenchArgs([]), {
    help: false,
    runs: 7,
    routes: null,
    methods: ['devtools', 'simulate'],
    blocked: true,
    bare: true,
    build: true,
    search: true,
    compare: null,
  })
})

test('quick runs: fewer runs, chosen routes and one method', () => {
  const options = parseBenchArgs(['--runs', '2', '--routes', '/,sobre', '--methods', 'applied'])
  assert.equal(options.runs, 2)
  assert.deepEqual(options.routes, ['/', '/sobre/'])
  assert.deepEqual(options.methods, ['devtools'])
})

test('method names and their aliases, without duplicates', () => {
  assert.deepEqual(parseBenchArgs(['--methods', 'simulated,devtools,simulate']).methods, [
    'simulate',
    'devtools',
  ])
})

test('--no-* options leave out columns and steps', () => {
  const options = parseBenchArgs(['--no-blocked', '--no-bare', '--no-build', '--no-search'])
  assert.equal(options.blocked, false)
  assert.equal(options.bare, false)
  assert.equal(options.build, false)
  assert.equal(options.search, false)
})

test('--compare takes two folders, resolved from the working directory, and skips the rest', () => {
  const options = parseBenchArgs(['--compare', 'a', '/tmp/b', '--runs', '3'], '/work')
  assert.deepEqual(options.compare, ['/work/a', '/tmp/b'])
  assert.equal(options.runs, 3)
  assert.equal(options.build, false)
  assert.equal(options.bare, false)
  assert.equal(options.blocked, false)
  assert.equal(options.search, false)
})

test('rejects bad values with a BenchError', () => {
  for (const args of [
    ['--runs', '0'],
    ['--runs', 'seven'],
    ['--runs', '2.5'],
    ['--methods', 'fast'],
    ['--routes', ','],
    ['--compare', 'only-one'],
    ['stray'],
  ]) {
    assert.throws(() => parseBenchArgs(args), BenchError, args.join(' '))
  }
  assert.throws(() => parseBenchArgs(['--unknown']), /Unknown option/)
})

test('routes get their leading and trailing slashes; files keep their extension', () => {
  assert.equal(normalizeRoute('sobre'), '/sobre/')
  assert.equal(normalizeRoute(' /contato '), '/contato/')
  assert.equal(normalizeRoute('/'), '/')
  assert.equal(normalizeRoute('/404.html'), '/404.html')
  assert.equal(normalizeRoute(''), '')
})
