// Catches, here, what only GitHub runs of the pictures workflow: an event that may not push
// pictures, a commit of more than the pictures, CI not started on it; and a blank picture.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import sharp from 'sharp'
import { PICTURES } from './frozen-content'
import { branchOf, isFlat, LABEL, publish } from './pictures'

const repository = { default_branch: 'main', full_name: 'ipe/site' }
const pull = (label: string, from = repository.full_name) => ({
  repository,
  label: { name: label },
  pull_request: { head: { ref: 'copy', repo: { full_name: from } } },
})

test('a branch of the repository is remade by hand or by the label; main and forks never', () => {
  assert.equal(branchOf('workflow_dispatch', { repository, ref: 'refs/heads/copy' }), 'copy')
  assert.equal(branchOf('pull_request', pull(LABEL)), 'copy')
  assert.throws(() => branchOf('workflow_dispatch', { repository, ref: 'refs/heads/main' }), /main/)
  assert.throws(() => branchOf('pull_request', pull(LABEL, 'other/site')), /fork/)
  assert.throws(() => branchOf('pull_request', pull('bug')), /labeled/)
})

test('a picture of one flat colour is refused, a page as drawn is not', async () => {
  const create = { width: 390, height: 800, channels: 3, background: '#ffffff' } as const
  assert.equal(await isFlat(await sharp({ create }).png().toBuffer()), true)
  assert.equal(await isFlat(fs.readFileSync(`${PICTURES}/privacy-print-a4.png`)), false)
})

test('the changed pictures alone are pushed to the branch, and CI dispatched there', async (t) => {
  const requests: string[] = []
  t.mock.method(globalThis, 'fetch', async (url: string, init: RequestInit) => {
    requests.push(`${init.method} ${url} ${Object.values(init.headers!)[0]} ${init.body}`)
    return new Response(null, { status: 204 })
  })
  const [here, dir] = [process.cwd(), fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-'))]
  t.after(() => (process.chdir(here), fs.rmSync(dir, { recursive: true })))
  process.chdir(dir)
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' })
  const write = (files: Record<string, string>) =>
    Object.entries(files).forEach(([file, text]) => fs.writeFileSync(file, text))
  fs.mkdirSync(PICTURES, { recursive: true })
  write({ [`${PICTURES}/home.png`]: 'a', [`${PICTURES}/chromium.txt`]: '156.0\n', 'page.ts': 'a' })
  git('init', '-q', '-b', 'copy')
  git('init', '-q', '--bare', 'origin.git')
  git('remote', 'add', 'origin', 'origin.git')
  git('add', PICTURES, 'page.ts')
  git('-c', 'user.name=A', '-c', 'user.email=a@example.com', 'commit', '-qm', 'A change')
  write({ [`${PICTURES}/home.png`]: 'b', [`${PICTURES}/new.png`]: 'b', 'page.ts': 'b' })
  const env = { GITHUB_API_URL: 'https://api', GITHUB_REPOSITORY: 'ipe/site', GITHUB_TOKEN: 't' }
  await publish('copy', env)
  const pushed = git('--git-dir=origin.git', 'show', '--name-status', '--format=%s', 'copy')
  assert.match(pushed, /^Pictures remade on CI's machine, in Chromium 156\.0 \(/)
  assert.deepEqual(pushed.split('\n').slice(2, -1), [
    `M\t${PICTURES}/home.png`,
    `A\t${PICTURES}/new.png`,
  ])
  assert.deepEqual(requests, [
    'POST https://api/repos/ipe/site/actions/workflows/ci.yml/dispatches Bearer t {"ref":"copy"}',
  ])
})
