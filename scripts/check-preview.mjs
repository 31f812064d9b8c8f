// Builds the site as a Vercel preview (VERCEL_ENV=preview) next to the production export and
// proves the two differ only by the noindex robots tag and the "Prévia" badge: same pages,
// same canonical URLs, same assets, same markup otherwise.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { serialize } from 'parse5'
import { getAttr, htmlFiles, isMain, parseHtml, textOf, walk } from './lib/export.mjs'

const PREVIEW_DIR = '.preview-out'
const BADGE_TEXT = 'Prévia'

function remove(node) {
  const siblings = node.parentNode.childNodes
  siblings.splice(siblings.indexOf(node), 1)
}

/**
 * The page as a reader sees it: scripts (their flight data carries the same changes), the CSP
 * meta (its hashes follow the scripts) and the build's preload hints are left out.
 */
export function visibleMarkup(html, { dropBadge = false, dropNoindex = false } = {}) {
  const document = parseHtml(html)
  const doomed = []
  walk(document, (element) => {
    const isCsp =
      element.tagName === 'meta' && getAttr(element, 'http-equiv') === 'Content-Security-Policy'
    const isRobots = element.tagName === 'meta' && getAttr(element, 'name') === 'robots'
    if (element.tagName === 'script' && getAttr(element, 'type') !== 'application/ld+json')
      doomed.push(element)
    if (isCsp || (dropNoindex && isRobots && getAttr(element, 'content') === 'noindex'))
      doomed.push(element)
    if (dropBadge && getAttr(element, 'data-preview-badge') !== undefined) doomed.push(element)
    // Next itself asks for the manifest with credentials on Vercel previews, which sit behind
    // Vercel's login; that attribute is the framework's, not a difference in the site.
    if (dropBadge && element.tagName === 'link' && getAttr(element, 'rel') === 'manifest') {
      element.attrs = element.attrs.filter((attr) => attr.name !== 'crossorigin')
    }
  })
  doomed.forEach(remove)
  return serialize(document)
}

export function comparePages(productionHtml, previewHtml) {
  const problems = []
  if (!/<meta name="robots" content="noindex[^"]*"/.test(previewHtml))
    problems.push('no noindex in the preview')
  const badge = parseHtml(previewHtml)
  let badgeText = ''
  walk(badge, (element) => {
    if (getAttr(element, 'data-preview-badge') !== undefined) badgeText = textOf(element)
  })
  if (!badgeText.includes(BADGE_TEXT)) problems.push('no "Prévia" badge in the preview')
  if (/data-preview-badge/.test(productionHtml))
    problems.push('the production page carries the badge')
  // Pages that are noindex in production (the 404, /buscar/) keep their own robots tag.
  const productionIndexable = !/<meta name="robots"/.test(productionHtml)
  const production = visibleMarkup(productionHtml)
  const preview = visibleMarkup(previewHtml, { dropBadge: true, dropNoindex: productionIndexable })
  if (production !== preview) {
    let at = 0
    while (production[at] === preview[at]) at++
    const excerpt = (text) => text.slice(Math.max(0, at - 60), at + 60)
    problems.push(
      `other differences: production "…${excerpt(production)}…" / preview "…${excerpt(preview)}…"`,
    )
  }
  return problems
}

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
}

/** Assets (not pages, not RSC payloads) must be byte-identical. */
export function compareAssets(productionDir, previewDir) {
  const isAsset = (file) =>
    !file.endsWith('.html') && !file.endsWith('.txt') && !file.startsWith('cache/')
  const production = filesUnder(productionDir).filter(isAsset).sort()
  const preview = new Set(filesUnder(previewDir).filter(isAsset))
  return production
    .filter((file) => {
      if (!preview.has(file)) return true
      return !fs
        .readFileSync(path.join(productionDir, file))
        .equals(fs.readFileSync(path.join(previewDir, file)))
    })
    .map((file) => `${file} differs or is missing in the preview`)
}

/** The id of the build exported to dir: the folder of _next/static that holds its manifest. */
export function buildIdOf(dir) {
  const staticDir = path.join(dir, '_next', 'static')
  const id = fs
    .readdirSync(staticDir)
    .find((entry) => fs.existsSync(path.join(staticDir, entry, '_buildManifest.js')))
  if (!id) throw new Error(`no build manifest under ${staticDir}`)
  return id
}

function buildPreview(buildId) {
  fs.rmSync(PREVIEW_DIR, { recursive: true, force: true })
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      VERCEL_ENV: 'preview',
      NEXT_DIST_DIR: PREVIEW_DIR,
      EXPORT_BUILD_ID: buildId,
    },
  })
  if (result.status !== 0) throw new Error('the preview build failed')
}

if (isMain(import.meta.url)) {
  const productionDir = process.argv[2] ?? 'out'
  try {
    buildPreview(buildIdOf(productionDir))
    const problems = compareAssets(productionDir, PREVIEW_DIR)
    const pages = htmlFiles(productionDir)
    for (const file of pages) {
      const previewFile = path.join(PREVIEW_DIR, file)
      if (!fs.existsSync(previewFile)) {
        problems.push(`${file}: missing in the preview`)
        continue
      }
      const found = comparePages(
        fs.readFileSync(path.join(productionDir, file), 'utf8'),
        fs.readFileSync(previewFile, 'utf8'),
      )
      problems.push(...found.map((problem) => `${file}: ${problem}`))
    }
    if (problems.length) {
      console.error(`Preview check failed (${problems.length}):`)
      for (const problem of problems) console.error(`  - ${problem}`)
      process.exitCode = 1
    } else {
      console.log(
        `Preview check passed: ${pages.length} pages differ only by noindex and the badge`,
      )
    }
  } finally {
    fs.rmSync(PREVIEW_DIR, { recursive: true, force: true })
  }
}
