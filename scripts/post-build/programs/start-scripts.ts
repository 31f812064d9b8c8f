// Why: docs/performance.md, "When the code runs". In order (async off), as Next's runtime expects.
export function startScriptsAfterPhoto(
  doc: Document,
  win: Pick<Window, 'setTimeout'>,
  urls: readonly string[],
  latestMs: number,
): void {
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const url of urls) {
      const script = doc.createElement('script')
      script.src = url
      script.async = false
      doc.body.appendChild(script)
    }
  }
  const photo = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
  if (!photo || photo.complete) return start()
  photo.addEventListener('load', start)
  photo.addEventListener('error', start)
  win.setTimeout(start, latestMs)
}
