import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Joins classes and resolves Tailwind conflicts (last wins). For server components. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}

/**
 * Joins classes without conflict resolution. Client components use this one, which keeps
 * tailwind-merge (about 9 KB of gzip) out of the browser's JavaScript.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
