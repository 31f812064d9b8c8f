import { clsx, type ClassValue } from 'clsx'

/**
 * Joins classes, dropping the falsy ones, in the order given. It resolves no Tailwind conflicts
 * (no tailwind-merge), so a component that takes a className leaves it the properties it does
 * not set itself: Container takes its width as a prop, not as a second max-w-* class.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
