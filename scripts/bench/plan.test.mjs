import assert from 'node:assert/strict'
import { test } from 'node:test'
import { benchGroups, compareGroups, planRuns } from './plan.mjs'

const label = (run) => `${run.variant}${run.route}`

test('A/B alternates which export goes first on every route, round after round', () => {
  const plan = planRuns({ runs: 4, methods: ['devtools'], groups: compareGroups(['/', '/sobre/']) })
  for (const route of ['/', '/sobre/']) {
    const firsts = [1, 2, 3, 4].map(
      (round) => plan.find((run) => run.round === round && run.route === route).variant,
    )
    assert.deepEqual(firsts, ['A', 'B', 'A', 'B'], route)
  }
})

test('A and B of a route run back to back, in the same round and method', () => {
  const plan = planRuns({
    runs: 3,
    methods: ['devtools', 'simulate'],
    groups: compareGroups(['/']),
  })
  for (let i = 0; i < plan.length; i += 2) {
    assert.equal(plan[i].route, plan[i + 1].route)
    assert.equal(plan[i].method, plan[i + 1].method)
    assert.equal(plan[i].round, plan[i + 1].round)
    assert.notEqual(plan[i].variant, plan[i + 1].variant)
  }
})

test('every job runs once per round and method', () => {
  const groups = benchGroups({
    routes: ['/', '/contato/', '/sobre/'],
    bare: true,
    blocked: true,
    hasPhoto: (route) => route !== '/contato/',
  })
  const plan = planRuns({ runs: 7, methods: ['devtools', 'simulate'], groups })
  const jobs = ['bare/', 'site/', 'blocked/', 'site/contato/', 'site/sobre/', 'blocked/sobre/']
  assert.equal(plan.length, 7 * 2 * jobs.length)
  for (let round = 1; round <= 7; round++) {
    for (const method of ['devtools', 'simulate']) {
      const done = plan.filter((run) => run.round === round && run.method === method).map(label)
      assert.deepEqual(done.sort(), [...jobs].sort())
    }
  }
})

test('groups and methods rotate, so no job always goes first', () => {
  const groups = benchGroups({ routes: ['/', '/sobre/'], bare: true, blocked: false })
  const plan = planRuns({ runs: 3, methods: ['devtools', 'simulate'], groups })
  const firstOfRound = [1, 2, 3].map((round) => plan.find((run) => run.round === round))
  assert.deepEqual(firstOfRound.map(label), ['bare/', 'site/', 'site/sobre/'])
  assert.deepEqual(
    firstOfRound.map((run) => run.method),
    ['devtools', 'simulate', 'devtools'],
  )
})

test('the photos-blocked job is left out for routes without a photo, or when not asked', () => {
  const hasPhoto = (route) => route === '/'
  assert.deepEqual(
    benchGroups({ routes: ['/', '/buscar/'], bare: false, blocked: true, hasPhoto }),
    [
      [
        { variant: 'site', route: '/' },
        { variant: 'blocked', route: '/' },
      ],
      [{ variant: 'site', route: '/buscar/' }],
    ],
  )
  const unblocked = benchGroups({ routes: ['/'], bare: false, blocked: false, hasPhoto })
  assert.deepEqual(unblocked, [[{ variant: 'site', route: '/' }]])
})
