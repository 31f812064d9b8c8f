// The export's `_headers`, which Netlify and Cloudflare Pages read (docs/security.md, "Headers").
import { headerRules, HOSTS_DEFAULT_CACHE } from '../../config/headers'

// Cloudflare joins the values two rules give one file: the pages' Cache-Control, these hosts'
// default anyway, is left to them, or every chunk would be sent both.
export function headersFile(preview: boolean): string {
  const blocks = headerRules(preview).flatMap(({ paths, headers }) => {
    const lines = Object.entries(headers)
      .filter(([key, value]) => key !== 'Cache-Control' || value !== HOSTS_DEFAULT_CACHE)
      .map(([key, value]) => `  ${key}: ${value}`)
    return paths.map((path) => [path, ...lines].join('\n'))
  })
  return (
    ['# Written by npm run build from config/headers.ts: edit that file.', ...blocks].join('\n\n') +
    '\n'
  )
}
