function trimSlashes(path: string): string {
  return path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/'
}

/** Home is active only on an exact match; every other link on its path prefix. */
export function isActive(pathname: string, href: string): boolean {
  const path = trimSlashes(pathname)
  const target = trimSlashes(href)
  if (target === '/') return path === '/'
  return path === target || path.startsWith(`${target}/`)
}
