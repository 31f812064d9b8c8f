'use client'

import { useEffect, useRef } from 'react'
import { buttonVariants } from '@/components/ui/button'
import type { errorPage } from '@/content/errors'

type ErrorPanelProps = { copy: typeof errorPage; onRetry?: () => void }

// Plain <a> exits, which load in full even if the router broke.
export function ErrorPanel({ copy, onRetry }: ErrorPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6 sm:py-28">
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-extrabold tracking-tight outline-none sm:text-4xl"
      >
        {copy.title}
      </h1>
      <p className="mt-4 text-lg text-pretty text-muted-foreground">{copy.lead}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {onRetry && (
          <button type="button" onClick={onRetry} className={buttonVariants({ size: 'lg' })}>
            {copy.retry}
          </button>
        )}
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonVariants({ size: 'lg', variant: onRetry ? 'outline' : 'primary' })}
        >
          {copy.reload}
        </button>
      </div>
      <ul className="mt-6 flex flex-col items-center justify-center gap-x-8 sm:flex-row">
        {Object.values(copy.exits).map((exit) => (
          <li key={exit.href}>
            <a href={exit.href} className="text-link">
              {exit.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
