// Catches npm test going on without a browser it needs, or the one line losing what to do.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { test } from 'node:test'

const check = (env: Record<string, string>) =>
  spawnSync('node_modules/.bin/tsx', ['scripts/check-machine.ts'], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  })

test('without the browsers, one line names them and says what to do', () => {
  const { status, stderr } = check({ CHROME_PATH: '/nonexistent', CHROME_HEADLESS_SHELL_PATH: '' })
  assert.equal(status, 1)
  assert.deepEqual(stderr.trim().split('\n'), [
    'npm test cannot find /nonexistent: open the dev container (.devcontainer/, README), or on ' +
      'Debian 12 install these packages: sudo apt-get install chromium',
  ])
})
