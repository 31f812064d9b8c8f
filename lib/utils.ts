import { clsx, type ClassValue } from 'clsx'

// No tailwind-merge: a className passed in may set only what the component does not set itself.
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
