// What Vercel sends a path: the routes its build compiles from vercel.ts (@vercel/routing-utils,
// as `vercel build` does), walked as its Build Output API documents: each matching route gives its
// headers (a later one's value replacing an earlier one's, as `vercel dev` does), and routing goes
// past a route only when it says `continue`.
import { getTransformedRoutes, isHandler, type Route } from '@vercel/routing-utils'
import { vercelConfig } from '../../vercel'

export function vercelRoutes(config = vercelConfig(process.env.VERCEL_ENV)): Route[] {
  const { routes, error } = getTransformedRoutes(config)
  if (error) throw new Error(`vercel.ts: ${error.message}`)
  return routes ?? []
}

/** The headers of the routes before the filesystem's, by lower-case name. */
export function vercelHeaders(routes: Route[], path: string): Record<string, string> {
  const sent: Record<string, string> = {}
  for (const route of routes) {
    if (isHandler(route)) break
    if (!new RegExp(route.src).test(path)) continue
    for (const [key, value] of Object.entries(route.headers ?? {})) sent[key.toLowerCase()] = value
    if (!route.continue) break
  }
  return sent
}
