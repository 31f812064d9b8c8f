/** How often a condition is checked again: often enough for a test, rarely enough for 2 cores. */
const POLL_MS = 50

type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>

/**
 * Polls `condition` until it returns something truthy, and returns that; after `timeoutMs`,
 * fails with `what` and the last value seen, so a broken flow says what it was waiting for.
 */
export async function waitFor<T>(
  what: string,
  condition: () => Promise<T> | T,
  timeoutMs = 10_000,
): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs
  let last: T | undefined
  let lastError: unknown
  for (;;) {
    try {
      last = await condition()
      lastError = undefined
      if (last) return last as Truthy<T>
    } catch (error) {
      lastError = error
    }
    if (Date.now() > deadline) {
      const seen = lastError instanceof Error ? lastError.message : JSON.stringify(last)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what} (last: ${seen})`)
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
