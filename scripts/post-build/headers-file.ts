// The export's `_headers`, which Netlify and Cloudflare Pages read (docs/security.md, "Headers").
import { headerRules, HOSTS_DEFAULT_CACHE } from '../../config/headers'

// Cloudflare joins the values two rules give one file, so a rule detaches (`! Name`) what an
// earlier one gave, a line Netlify skips, keeping the later value. The pages' Cache-Control,
// these hosts' default anyway, is left to them.
export function headersFile(preview: boolean): string {
  const given = new Set<string>()
  const blocks = headerRules(preview).flatMap(({ paths, headers }) => {
    const written = Object.entries(headers).filter(
      ([key, value]) => key !== 'Cache-Control' || value !== HOSTS_DEFAULT_CACHE,
    )
    const lines = written.flatMap(([key, value]) => [
      ...(given.has(key.toLowerCase()) ? [`  ! ${key}`] : []),
      `  ${key}: ${value}`,
    ])
    for (const [key] of written) given.add(key.toLowerCase())
    return paths.map((path) => [path, ...lines].join('\n'))
  })
  return (
    ['# Written by npm run build from config/headers.ts: edit that file.', ...blocks].join('\n\n') +
    '\n'
  )
}
