// The order of the Lighthouse runs. Each round runs every job once per throttling method. Jobs
// come in groups (A and B of one route; the site with and without photos), and the methods, the
// groups and the jobs inside each group rotate from one round to the next: no job always goes
// first (A/B alternates which one does), and a slow drift of a shared machine spreads over all.

function rotate(list, by) {
  if (list.length === 0) return list
  const shift = by % list.length
  return [...list.slice(shift), ...list.slice(0, shift)]
}

/** Every run in order: { round (1-based), method, ...job }. */
export function planRuns({ runs, methods, groups }) {
  const plan = []
  for (let round = 0; round < runs; round++) {
    for (const method of rotate(methods, round)) {
      for (const group of rotate(groups, round)) {
        for (const job of rotate(group, round)) plan.push({ round: round + 1, method, ...job })
      }
    }
  }
  return plan
}

/** The normal benchmark: the floor once per round, each route with photos, and blocked if asked. */
export function benchGroups({ routes, bare, blocked, hasPhoto }) {
  const groups = routes.map((route) => [
    { variant: 'site', route },
    ...(blocked && hasPhoto(route) ? [{ variant: 'blocked', route }] : []),
  ])
  return bare ? [[{ variant: 'bare', route: '/' }], ...groups] : groups
}

/** A/B: each route of A next to the same route of B. */
export function compareGroups(routes) {
  return routes.map((route) => [
    { variant: 'A', route },
    { variant: 'B', route },
  ])
}
