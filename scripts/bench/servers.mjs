// Serves an export as a static host would: the project's `serve` with serve.json's headers and
// compression, on 127.0.0.1. Also checks that a port is free before anything listens on it.
import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { BenchError } from './args.mjs'
import { SERVE_CONFIG } from './config.mjs'

const SERVE_BIN = fileURLToPath(import.meta.resolve('serve/build/main.js'))

/** Without this check a server already on the port would answer and be measured instead. */
export function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', () => reject(new BenchError(`port ${port} on 127.0.0.1 is in use`)))
    probe.listen(port, '127.0.0.1', () => probe.close(resolve))
  })
}

/** Starts `serve` on dir; resolves to { origin, stop } once it answers. */
export async function serveExport(dir, port) {
  await assertPortFree(port)
  const args = [
    SERVE_BIN,
    dir,
    // serve reads the config path relative to the folder it serves.
    '--config',
    path.relative(dir, SERVE_CONFIG),
    '--listen',
    `tcp://127.0.0.1:${port}`,
    '--no-clipboard',
    '--no-port-switching',
  ]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const origin = `http://127.0.0.1:${port}`
  const stop = () => stopChild(child)
  try {
    await waitUntilServing(origin, child, () => stderr)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, stop }
}

async function waitUntilServing(origin, child, stderr, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new BenchError(`serve exited with code ${child.exitCode}: ${stderr().trim()}`)
    }
    try {
      const response = await fetch(`${origin}/`)
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new BenchError(`serve did not answer on ${origin} within ${timeoutMs} ms: ${stderr()}`)
}

export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const escalation = setTimeout(() => child.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(escalation)
}

/** Fails fast on a mistyped route or a stale export; returns the encodings the server used. */
export async function checkRoutes(origin, routes) {
  const encodings = new Set()
  for (const route of routes) {
    const response = await fetch(`${origin}${route}`, { headers: { 'accept-encoding': 'gzip' } })
    await response.arrayBuffer()
    if (response.status !== 200) {
      throw new BenchError(`${origin}${route} answered ${response.status}, not 200`)
    }
    encodings.add(response.headers.get('content-encoding') ?? 'none')
  }
  return [...encodings].join(', ')
}
