'use client'

import { ErrorPanel } from '@/components/errors/error-panel'
import { errorPage, outdatedPage } from '@/content/errors'
import { isChunkLoadError } from '@/lib/errors'

export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  if (isChunkLoadError(error)) return <ErrorPanel copy={outdatedPage} />
  return <ErrorPanel copy={errorPage} onRetry={retry} />
}
