import { isChunkLoadError } from './errors'

function chunkLoadError(): Error {
  const error = new Error(
    'Failed to load chunk /_next/static/chunks/3wu0m1cpcabf7.js from module 64893',
  )
  error.name = 'ChunkLoadError'
  return error
}

describe('isChunkLoadError', () => {
  it('recognises a script of the build that failed to load', () => {
    expect(isChunkLoadError(chunkLoadError())).toBe(true)
  })

  it('leaves every other thrown value to the generic error page', () => {
    expect(isChunkLoadError(new Error('Failed to load chunk'))).toBe(false)
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false)
    expect(isChunkLoadError({ name: 'ChunkLoadError' })).toBe(false)
    expect(isChunkLoadError('ChunkLoadError')).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })
})
