// One message, instead of a failure per picture, when the baselines come from another Chromium.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

const MADE_WITH = path.join(import.meta.dirname, 'pictures.spec.ts-snapshots', 'chromium.txt')

/** The Chromium the baselines were made with: this one, when they are being remade. */
function baselinesChromium(running: string, remaking: boolean): string {
  if (remaking) {
    fs.mkdirSync(path.dirname(MADE_WITH), { recursive: true })
    fs.writeFileSync(MADE_WITH, `${running}\n`)
  }
  return fs.existsSync(MADE_WITH) ? fs.readFileSync(MADE_WITH, 'utf8').trim() : 'none'
}

test('the pictures were made with this Chromium', async ({ browser }, testInfo) => {
  const running = browser.version()
  const made = baselinesChromium(running, testInfo.config.updateSnapshots === 'all')
  expect(
    running,
    `The pictures were made with Chromium ${made}; this is Chromium ${running}. Look at the ` +
      'differences (npm run test:pictures -- --no-deps), then remake them: npm run pictures:update',
  ).toBe(made)
})
