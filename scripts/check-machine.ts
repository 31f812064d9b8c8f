// Catches a machine without the test browsers before any check runs, in one line instead of a row
// of failures on a missing path: `npm test`'s first step.
import fs from 'node:fs'
import path from 'node:path'
import { isMain } from './lib/export'

const PACKAGES = path.join(import.meta.dirname, '..', '.devcontainer', 'packages.txt')

type Need = { debianPackage: string; program: string }

/** Each package of the machine's definition and the program the checks run from it. */
export function needs(list: string, env: NodeJS.ProcessEnv): Need[] {
  return list
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [debianPackage = '', program = ''] = line.trim().split(/\s+/)
      const [variable, fallback] = program.split('=')
      return { debianPackage, program: fallback ? env[variable!] || fallback : program }
    })
}

function found(program: string, env: NodeJS.ProcessEnv): boolean {
  const candidates = program.includes('/')
    ? [program]
    : (env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, program))
  return candidates.some((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK)
      return fs.statSync(file).isFile()
    } catch {
      return false
    }
  })
}

/** What to do, in one line, or nothing when every program is there. */
export function machineProblem(list: string, env: NodeJS.ProcessEnv): string | undefined {
  const missing = needs(list, env).filter(({ program }) => !found(program, env))
  if (missing.length === 0) return undefined
  return (
    `npm test cannot find ${missing.map(({ program }) => program).join(', ')}: open the ` +
    'dev container (.devcontainer/, README), or on Debian 12 install these packages: ' +
    `sudo apt-get install ${missing.map(({ debianPackage }) => debianPackage).join(' ')}`
  )
}

if (isMain(import.meta.url)) {
  const problem = machineProblem(fs.readFileSync(PACKAGES, 'utf8'), process.env)
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
}
