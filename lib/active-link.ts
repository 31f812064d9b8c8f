function comparablePath(path: string): string {
  return path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/'
}

/** The same page, whatever its trailing slash, query or fragment. */
export function isPage(pathname: string, href: string): boolean {
  return comparablePath(pathname) === comparablePath(href)
}

export function isActive(pathname: string, href: string): boolean {
  const path = comparablePath(pathname)
  const target = comparablePath(href)
  if (target === '/') return path === '/'
  return path === target || path.startsWith(`${target}/`)
}
