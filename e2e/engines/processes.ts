import { spawn } from 'node:child_process'
import type { Readable } from 'node:stream'
import { waitFor } from './wait'

/** A command started in a process group of its own. */
export type Started = {
  pid: number
  /** What the command writes to its file descriptor 3, when asked for with `fd3`. */
  fd3: Readable | null
  /** Resolves when the command exits, on its own or stopped. */
  exited: Promise<void>
  /** The last few kilobytes it wrote, to explain a failure. */
  output: () => string
  /** Ends the command and everything it started; resolves once it has exited. */
  stop: () => Promise<void>
}

const groups = new Set<number>()

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal)
  } catch {
    // The group is already gone.
  }
}

const cleanUps: (() => void)[] = []

/** Runs `cleanUp` (synchronous) when this process exits, however it ends. */
export function atExit(cleanUp: () => void) {
  cleanUps.push(cleanUp)
}

// However this process ends (a failed test, an uncaught error, Ctrl-C), its groups end with it.
process.on('exit', () => {
  groups.forEach((pid) => signalGroup(pid, 'SIGTERM'))
  cleanUps.forEach((cleanUp) => cleanUp())
})
process.once('SIGINT', () => process.exit(130))
process.once('SIGTERM', () => process.exit(143))

type Options = { env?: Record<string, string>; fd3?: boolean }

/**
 * Starts a command in a process group of its own, so that stopping it also stops what it started
 * (the driver's browser and its web processes).
 */
export function startGroup(command: string, args: string[], options: Options = {}): Started {
  const child = spawn(command, args, {
    detached: true,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe', options.fd3 ? 'pipe' : 'ignore'],
  })
  const pid = child.pid
  if (pid === undefined) throw new Error(`could not start ${command}`)
  groups.add(pid)
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    signalGroup(pid, 'SIGTERM')
    const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), 3000)
    await exited
    clearTimeout(timer)
    // The leader may exit before a child that ignored the signal.
    signalGroup(pid, 'SIGKILL')
    groups.delete(pid)
  }
  const fd3 = (child.stdio[3] as Readable | null | undefined) ?? null
  return { pid, fd3, exited, output: () => output, stop }
}

const answers = (url: string, ok: (response: Response) => boolean) =>
  fetch(url).then(ok, () => false)

/**
 * Starts a command that serves HTTP and waits until `url` answers with a 2xx status. Fails if
 * something already answers there, or, with its output, if the command exits first.
 */
export async function startServing(
  url: string,
  command: string,
  args: string[],
  env?: Record<string, string>,
) {
  if (await answers(url, () => true)) {
    throw new Error(`${url} already answers: set ENGINES_PORT to free ports`)
  }
  const started = startGroup(command, args, { env })
  const died = started.exited.then(() => {
    throw new Error(`${command} exited before ${url} answered:\n${started.output()}`)
  })
  // Once serving, its exit is expected: only the race below listens for it.
  died.catch(() => {})
  try {
    const answering = waitFor(`${url} to answer`, () => answers(url, (response) => response.ok))
    await Promise.race([answering, died])
  } catch (error) {
    await started.stop()
    throw error
  }
  return started
}
