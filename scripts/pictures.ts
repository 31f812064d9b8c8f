// What the pictures workflow (.github/workflows/pictures.yml) decides, tried here as GitHub alone
// runs it; and the flat picture pictures.spec.ts refuses to write (docs/upkeep.md).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import sharp from 'sharp'
import { PICTURES } from './frozen-content'
import { isMain } from './lib/export'

export const LABEL = 'pictures'
const BOT_EMAIL = '41898282+github-actions[bot]@users.noreply.github.com'
const AS_BOT = ['-c', 'user.name=github-actions[bot]', '-c', `user.email=${BOT_EMAIL}`]

type Event = {
  ref?: string
  repository: { default_branch: string; full_name: string }
  label?: { name: string }
  pull_request?: { head: { ref: string; repo: { full_name: string } | null } }
}

/** The branch an event remakes the pictures on: never the default one, nor a fork's. */
export function branchOf(eventName: string, event: Event): string {
  const { default_branch: main, full_name: repository } = event.repository
  const pull = eventName === 'pull_request' && event.label?.name === LABEL && event.pull_request
  if (pull && pull.head.repo?.full_name !== repository)
    throw new Error("A fork's pull request: its author runs the pictures workflow in the fork")
  const branch = pull
    ? pull.head.ref
    : eventName === 'workflow_dispatch' && event.ref?.match(/^refs\/heads\/(.+)/)?.[1]
  if (!branch) throw new Error(`Run on a branch or labeled "${LABEL}", not by ${eventName}`)
  if (branch === main) throw new Error(`Not on ${main}: the pictures change on the change's branch`)
  return branch
}

/** Commits the remade pictures alone onto the branch, and starts CI on that commit. */
export async function publish(branch: string, env: Record<string, string | undefined>) {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()
  git('add', '--', PICTURES)
  const changed = git('diff', '--cached', '--name-only', '--', `${PICTURES}/*.png`)
  if (!changed) return console.log(`The pictures of ${branch} are as CI draws them`)
  const chromium = fs.readFileSync(`${PICTURES}/chromium.txt`, 'utf8').trim()
  const run = `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
  const message = `Pictures remade on CI's machine, in Chromium ${chromium} (${run})\n\n${changed}`
  git(...AS_BOT, 'commit', '-qm', message, '--', PICTURES)
  git('push', '-q', 'origin', `HEAD:refs/heads/${branch}`)
  // A push with the workflow's token starts no workflow; a dispatch does, on the new commit.
  const ci = `${env.GITHUB_API_URL}/repos/${env.GITHUB_REPOSITORY}/actions/workflows/ci.yml`
  const response = await fetch(`${ci}/dispatches`, {
    method: 'POST',
    headers: { authorization: `Bearer ${env.GITHUB_TOKEN}`, accept: 'application/vnd.github+json' },
    body: JSON.stringify({ ref: branch }),
  })
  if (!response.ok) throw new Error(`CI did not start on ${branch}: ${await response.text()}`)
}

/** One colour all over: Chromium emulated on Apple silicon draws every screenshot white. */
export async function isFlat(png: Buffer): Promise<boolean> {
  const { channels } = await sharp(png).stats()
  return channels.every(({ min, max }) => min === max)
}

if (isMain(import.meta.url)) {
  const event = JSON.parse(fs.readFileSync(process.env.GITHUB_EVENT_PATH!, 'utf8')) as Event
  const branch = branchOf(process.env.GITHUB_EVENT_NAME!, event)
  if (process.argv[2] === 'publish') await publish(branch, process.env)
  else console.log(`Remaking the pictures of ${branch}`)
}
