// Validates every exported HTML page with html-validate and the repository's .htmlvalidate.mjs.
// Usage: node scripts/validate-html.mjs [out]
import path from 'node:path'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import config from '../.htmlvalidate.mjs'
import { htmlFiles, isMain } from './lib/export.mjs'

// The config is passed in (it has root: true) because out/ may live outside the repository, where
// html-validate's directory search would not find .htmlvalidate.mjs.
const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader(config))

const messagesOf = (report) => report.results.flatMap((result) => result.messages)

/** The html-validate messages for one document. */
export async function validateHtml(html, filename = 'page.html') {
  return messagesOf(await htmlvalidate.validateString(html, filename))
}

/** The messages for every exported page under dir, as [{ file, messages }] for pages with any. */
export async function validateDir(dir) {
  const pages = []
  for (const file of htmlFiles(dir)) {
    const messages = messagesOf(await htmlvalidate.validateFile(path.join(dir, file)))
    if (messages.length > 0) pages.push({ file, messages })
  }
  return pages
}

if (isMain(import.meta.url)) {
  const dir = process.argv[2] ?? 'out'
  const files = htmlFiles(dir)
  const pages = await validateDir(dir)
  let errors = 0
  for (const { file, messages } of pages) {
    console.log(`\n${file}`)
    for (const { line, column, ruleId, message, selector, severity } of messages) {
      if (severity === 2) errors++
      const level = severity === 2 ? 'error' : 'warning'
      console.log(`  ${line}:${column}  ${level}  ${ruleId}  ${message}  (${selector ?? '-'})`)
    }
  }
  console.log(`\nValidated ${files.length} HTML files in ${dir}: ${errors} error(s).`)
  if (errors > 0 || files.length === 0) process.exit(1)
}
