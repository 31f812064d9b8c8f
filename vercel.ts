import type { VercelConfig } from '@vercel/config/v1'
import { headerRules } from './config/headers'

// Vercel's `source` is path-to-regexp: literal parts as written, a group as a regular expression.
const source = ([path, ...more]: string[]) =>
  more.length === 0
    ? path!.replace(/\*$/, '(.*)')
    : `/(${[path!, ...more]
        .map((each) =>
          each
            .slice(1)
            .replace(/[.+?^$()|[\]\\]/g, '\\$&')
            .replace(/\*$/, '.*'),
        )
        .join('|')})`

/**
 * The project's configuration for a deployment of `environment` (Vercel's VERCEL_ENV). No
 * `trailingSlash`: next.config.mjs's makes the redirects, and Vercel's own would end routing for
 * /.well-known/ before the headers (docs/security.md, "Headers").
 */
export function vercelConfig(environment: string | undefined): VercelConfig {
  return {
    headers: headerRules(environment === 'preview').map(({ paths, headers }) => ({
      source: source(paths),
      headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
    })),
  }
}

export const config = vercelConfig(process.env.VERCEL_ENV)
