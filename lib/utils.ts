import { clsx, type ClassValue } from 'clsx'

/**
 * Joins classes, dropping the falsy ones, in the order given. It resolves no Tailwind conflicts:
 * no call site passes two classes for the same property.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
