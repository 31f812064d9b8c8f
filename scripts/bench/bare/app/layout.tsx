import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { HydratedMark } from './hydrated-mark'

export const metadata: Metadata = {
  title: 'Bare Next.js page',
  description: 'The floor of the benchmark: a static Next.js page with nothing of its own.',
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        <HydratedMark />
      </body>
    </html>
  )
}
