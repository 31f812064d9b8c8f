import { once } from 'node:events'
import { startGroup } from './processes'

/**
 * Starts a virtual X display for WebKitGTK, on the first free display number (Xvfb picks it and
 * tells it through `-displayfd`). Unlike xvfb-run, stopping it leaves no temporary directory.
 */
export async function startDisplay() {
  const xvfb = startGroup(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    { fd3: true },
  )
  const announced = once(xvfb.fd3!, 'data').then(([chunk]) => `:${String(chunk).trim()}`)
  const died = xvfb.exited.then(() => {
    throw new Error(`Xvfb exited before it had a display:\n${xvfb.output()}`)
  })
  died.catch(() => {})
  try {
    const display = await Promise.race([announced, died])
    return { display, stop: xvfb.stop }
  } catch (error) {
    await xvfb.stop()
    throw error
  }
}
