/** The path alone, without query string, fragment or trailing slash, so two spellings compare. */
function comparablePath(path: string): string {
  return path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/'
}

/**
 * Whether the page at `pathname` is `href` or lies under it: the menus mark that link as current,
 * and the search form and the WhatsApp button know when they are on their own page. Home is
 * active only on an exact match; every other link on its path prefix.
 */
export function isActive(pathname: string, href: string): boolean {
  const path = comparablePath(pathname)
  const target = comparablePath(href)
  if (target === '/') return path === '/'
  return path === target || path.startsWith(`${target}/`)
}
