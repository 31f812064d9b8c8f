import { spawn } from 'node:child_process'
import fs from 'node:fs'

export type Result = { code: number; output: string }

export function run(
  command: string,
  args: string[],
  { env = process.env, capture = false }: { env?: NodeJS.ProcessEnv; capture?: boolean } = {},
): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    let output = ''
    if (capture) {
      child.stdout?.on('data', (chunk) => (output += chunk))
      child.stderr?.on('data', (chunk) => (output += chunk))
    }
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }))
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

export function buildExport(
  dir: string,
  variables: Record<string, string>,
  { capture = false } = {},
): Promise<Result> {
  fs.rmSync(dir, { recursive: true, force: true })
  const env = {
    ...process.env,
    ...variables,
    NEXT_DIST_DIR: dir,
    NEXT_TELEMETRY_DISABLED: '1',
  }
  return run('npm', ['run', 'build', '--silent'], { env, capture })
}
