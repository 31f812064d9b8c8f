// Catches npm test or .ci/run going on without a package the checks need or on a Node outside
// package.json's lines, or the one line losing what to do (.devcontainer/machine.sh --check).
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test, type TestContext } from 'node:test'

type Pkg = { engines: { node: string } }

const MACHINE = '.devcontainer/machine.sh'
const TO_DO = `open (or rebuild) the dev container, or on Debian 12 run sudo bash ${MACHINE}`

/** machine.sh --check with these programs first on PATH. */
function checkWith(t: TestContext, programs: Record<string, string>) {
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-'))
  t.after(() => fs.rmSync(bin, { recursive: true }))
  for (const [name, script] of Object.entries(programs))
    fs.writeFileSync(path.join(bin, name), `#!/bin/sh\n${script}\n`, { mode: 0o755 })
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` }
  const check = spawnSync('bash', [MACHINE, '--check'], { encoding: 'utf8', env })
  return [check.status, check.stdout, check.stderr]
}

test('without a package or on a Node of another line, one line names it and says what to do', (t) => {
  const installed = 'echo "install ok installed"'
  const noXvfb = { 'dpkg-query': `[ "$3" = xvfb ] || ${installed}` }
  assert.deepEqual(checkWith(t, noXvfb), [1, '', `Missing xvfb: ${TO_DO}\n`])
  const node20 = { 'dpkg-query': installed, node: 'echo v20.20.2' }
  const lines = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as Pkg).engines.node
  const [status, , stderr] = checkWith(t, node20)
  assert.deepEqual(
    [status, stderr],
    [1, `Missing node ${lines} (this is v20.20.2) with npm 11.18+: ${TO_DO}\n`],
  )
})
