// Next's App Router reads `//servicos/` as the host "servicos" and crashes at hydration
// (vercel/next.js discussion #80256; the Pages Router's fix was PR #11788): delete this script
// once Next collapses repeated slashes in the App Router too.
import { collapseRepeatedSlashes } from '../../lib/repeated-slashes'

/**
 * The fix as inline source, run from the script the post-build puts first in every <head>
 * (trusted-types.ts), before Next reads the address: one script and one hash for both.
 */
export const REPEATED_SLASHES_SCRIPT = `(${collapseRepeatedSlashes.toString()})(location,history,performance)`

// The TypeScript runner names functions with a helper the page does not have.
if (/<\/script|<!--|__name/i.test(REPEATED_SLASHES_SCRIPT))
  throw new Error(`the repeated-slashes fix would not run as written: ${REPEATED_SLASHES_SCRIPT}`)
