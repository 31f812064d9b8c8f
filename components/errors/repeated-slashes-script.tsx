import { collapseRepeatedSlashes } from '@/lib/repeated-slashes'

// Next's App Router reads `//servicos/` as the host "servicos" and crashes at hydration
// (vercel/next.js discussion #80256; the Pages Router's fix was PR #11788): delete this script
// once Next collapses repeated slashes in the App Router too.
const SCRIPT = `(${collapseRepeatedSlashes.toString()})(location,history,performance)`

/**
 * First in <body>: it runs before Next reads the address, which waits for the page's data at the
 * end of <body>. The post-build step hashes it into each page's Content-Security-Policy.
 */
export function RepeatedSlashesScript() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}
