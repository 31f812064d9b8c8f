import assert from 'node:assert/strict'
import { test } from 'node:test'
import * as ports from '../config/ports.cjs'

/** Where Linux (32768-60999), macOS and Windows (49152-65535) pick outgoing connections' ports. */
const FIRST_EPHEMERAL_PORT = 32768

const fixed = Object.entries(ports).filter(
  (entry): entry is [string, number] => typeof entry[1] === 'number',
)

test('every fixed port lies below the ports systems hand out for outgoing connections', () => {
  assert.ok(fixed.length >= 5)
  for (const [name, port] of fixed) {
    assert.ok(port > 1024 && port < FIRST_EPHEMERAL_PORT, `${name} = ${port}`)
  }
})

test('no two servers share a port: the engines take three, the benchmark servers up to its photo port', () => {
  const taken = [
    ...[0, 1, 2].map((offset) => ports.ENGINES_FIRST_PORT + offset),
    ports.E2E_PORT,
    ports.BENCH_PHOTO_PORT,
    ports.BENCH_PROXY_PORT,
  ]
  assert.equal(new Set(taken).size, taken.length)
  assert.ok(ports.BENCH_FIRST_SERVER_PORT < ports.BENCH_PHOTO_PORT)
  for (const port of taken) {
    assert.ok(port < ports.BENCH_FIRST_SERVER_PORT || port >= ports.BENCH_PHOTO_PORT, `${port}`)
  }
})
