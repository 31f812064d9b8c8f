/**
 * A script of this build that did not arrive: after a deploy the old chunks are gone, and only a
 * full load, which brings the new build, helps. Webpack and Turbopack both name the error so.
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError'
}
