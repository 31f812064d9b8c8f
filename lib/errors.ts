// Webpack's and Turbopack's name for a chunk gone after a deploy: only a full load helps.
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError'
}
