import { isChunkLoadError } from './errors'

describe('isChunkLoadError', () => {
  it('recognises a script of the build that failed to load, and nothing else', () => {
    const chunk = new Error('Failed to load chunk /_next/static/chunks/3wu0m1cpcabf7.js')
    chunk.name = 'ChunkLoadError'
    expect(isChunkLoadError(chunk)).toBe(true)
    for (const other of [
      new Error('Failed to load chunk'),
      { name: 'ChunkLoadError' },
      'ChunkLoadError',
      undefined,
    ])
      expect(isChunkLoadError(other)).toBe(false)
  })
})
