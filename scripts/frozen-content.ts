// The content the pictures are drawn from, frozen beside them by npm run pictures:update; the
// launch-fixture export, tests and checks read it (docs/upkeep.md, "Pictures of the pages").
import fs from 'node:fs'
import path from 'node:path'
import { isMain } from './lib/export'

export const PICTURES = 'e2e/pictures.spec.ts-snapshots'
const FROZEN = `${PICTURES}/content.json`
const CONTENT = 'content'
/** Where the launch fixture's tsconfig finds `@/content/*`. */
export const THAWED = '.launch-fixture-content'

// The facts are the launch fixture's own (scripts/launch-fixture.ts); tests are not content.
const frozen = (file: string) => /^[\w-]+\.ts$/.test(file) && !/\.test\.ts$|^facts\.ts$/.test(file)

export function freezeContent(): number {
  const files = fs.readdirSync(CONTENT).filter(frozen).sort()
  const copy = Object.fromEntries(
    files.map((file) => [file, fs.readFileSync(path.join(CONTENT, file), 'utf8')]),
  )
  fs.writeFileSync(FROZEN, `${JSON.stringify(copy)}\n`)
  return files.length
}

/** The frozen copy, written out; a module content/ gained since, as it is now (nothing to freeze). */
export function thawContent(): number {
  const copy = JSON.parse(fs.readFileSync(FROZEN, 'utf8')) as Record<string, string>
  fs.rmSync(THAWED, { recursive: true, force: true })
  fs.mkdirSync(THAWED)
  for (const file of fs.readdirSync(CONTENT).filter(frozen))
    fs.copyFileSync(path.join(CONTENT, file), path.join(THAWED, file))
  for (const [file, text] of Object.entries(copy)) {
    if (!frozen(file)) throw new Error(`${FROZEN} holds ${file}, which is not content`)
    fs.writeFileSync(path.join(THAWED, file), text)
  }
  return Object.keys(copy).length
}

if (isMain(import.meta.url)) {
  console.log(`${freezeContent()} files of content/ frozen in ${FROZEN}`)
}
