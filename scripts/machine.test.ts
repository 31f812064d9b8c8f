// Catches npm test or .ci/run going on without a package the checks need, or the one line losing
// what to do (.devcontainer/machine.sh --check).
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'

const MACHINE = '.devcontainer/machine.sh'
const TO_DO = `open (or rebuild) the dev container, or on Debian 12 run sudo bash ${MACHINE}`

test('without a package, one line names it and says what to do', (t) => {
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-'))
  t.after(() => fs.rmSync(bin, { recursive: true }))
  const dpkgQuery = '#!/bin/sh\n[ "$3" = xvfb ] || echo "install ok installed"\n'
  fs.writeFileSync(path.join(bin, 'dpkg-query'), dpkgQuery, { mode: 0o755 })
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` }
  const check = spawnSync('bash', [MACHINE, '--check'], { encoding: 'utf8', env })
  assert.deepEqual([check.status, check.stdout, check.stderr], [1, '', `Missing xvfb: ${TO_DO}\n`])
})
