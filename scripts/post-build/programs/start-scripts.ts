/**
 * Starts the page's scripts once its hero photo has loaded (or failed), or `latestMs` after this
 * runs should it never finish, whichever comes first, once: on a slow line the scripts would share
 * the wire with the photo, the page's largest paint. Each script keeps its place in the order
 * (async off), as Next's runtime expects. Without a pending photo they start at once.
 */
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
