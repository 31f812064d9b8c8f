function comparablePath(path: string): string {
  return path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/'
}

export function isActive(pathname: string, href: string): boolean {
  const path = comparablePath(pathname)
  const target = comparablePath(href)
  if (target === '/') return path === '/'
  return path === target || path.startsWith(`${target}/`)
}
