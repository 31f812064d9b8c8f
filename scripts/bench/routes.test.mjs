import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, test } from 'node:test'
import { exportRoutes, photoFiles, photoUrls } from './routes.mjs'

const ORIGIN = 'http://127.0.0.1:42180'
const dirs = []
after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

function exportWith(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-routes-'))
  dirs.push(dir)
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), '<!DOCTYPE html>')
  }
  return dir
}

test('routes come from the export, in the usual order, new pages after them', () => {
  const dir = exportWith([
    'index.html',
    'sobre/index.html',
    'buscar/index.html',
    'blog/index.html',
    'privacidade/index.html',
    'servicos/index.html',
    'contato/index.html',
    '404.html',
    '404/index.html',
    '_not-found/index.html',
    '_next/static/x/index.html',
  ])
  assert.deepEqual(exportRoutes(dir), [
    '/',
    '/servicos/',
    '/contato/',
    '/sobre/',
    '/buscar/',
    '/privacidade/',
    '/blog/',
  ])
})

const PAGE =
  `<meta http-equiv="Content-Security-Policy" content="img-src 'self' data: ${ORIGIN}; font-src 'self'"/>` +
  `<link rel="preload" as="image" imageSrcSet="${ORIGIN}/photo-1-a?auto=format&amp;fit=max&amp;w=640&amp;q=75 640w, ${ORIGIN}/photo-1-a?auto=format&amp;fit=max&amp;w=750&amp;q=75 750w"/>` +
  `<img srcSet="${ORIGIN}/photo-1-a?auto=format&amp;fit=max&amp;w=640&amp;q=75 640w" src="${ORIGIN}/photo-1-a?auto=format&amp;fit=max&amp;w=3840&amp;q=75"/>`

test('finds the photo URLs of a page, not the origin named in its policy', () => {
  assert.deepEqual(photoUrls(PAGE, ORIGIN), [
    `${ORIGIN}/photo-1-a?auto=format&fit=max&w=640&q=75`,
    `${ORIGIN}/photo-1-a?auto=format&fit=max&w=750&q=75`,
    `${ORIGIN}/photo-1-a?auto=format&fit=max&w=3840&q=75`,
  ])
  assert.deepEqual(photoUrls(PAGE.slice(0, PAGE.indexOf('<link')), ORIGIN), [])
})

test('lists each photo file once across pages', () => {
  const files = photoFiles([PAGE, PAGE], ORIGIN)
  assert.deepEqual(
    files.map((file) => file.width),
    [640, 750, 3840],
  )
  assert.ok(files.every((file) => file.id === 'photo-1-a' && file.quality === 75))
})
