// Every page is fully pre-rendered, so nothing in its first paint needs JavaScript. Next writes
// its chunks as async scripts that download beside the stylesheets; on a fast connection, or from
// the cache on a repeat visit, they are evaluated and React hydrates before the browser paints,
// and the paint waits for them. Here each chunk script is made inert (its src kept, so budgets and
// link checks still see it) and a small inline loader makes it live once the page has painted.
export const INERT_TYPE = 'text/x-after-paint'

// When a browser reports no paint (a tab opened in the background), the page hydrates anyway.
export const FALLBACK_MS = 3000

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g

// Runs in the browser as the page's last script, so every inert chunk is already in the DOM.
// Written small by hand because every page carries it; spelled out, it reads:
//   start() replaces each inert script by a live one with the same src, once;
//   without paint timing it starts at once, else at the first contentful paint (buffered, so a
//   paint before this script ran counts), or after FALLBACK_MS when no paint is reported.
export const LOADER = [
  '(()=>{let started=0;',
  'const start=()=>{if(started)return;started=1;',
  `for(const inert of document.querySelectorAll('script[type="${INERT_TYPE}"]')){`,
  'const live=document.createElement("script");live.src=inert.getAttribute("src");',
  'inert.replaceWith(live)}};',
  'const Observer=self.PerformanceObserver;',
  'if(!Observer||!(Observer.supportedEntryTypes||[]).includes("paint"))return start();',
  'new Observer((list,observer)=>{',
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}',
  '}).observe({type:"paint",buffered:true});',
  `setTimeout(start,${FALLBACK_MS})})()`,
].join('')

/** The page with its chunk scripts inert until the first contentful paint. */
export function withChunksAfterFirstPaint(html) {
  if (html.includes(INERT_TYPE)) return html
  let count = 0
  const inert = html.replace(CHUNK_SCRIPT, (_script, src) => {
    count++
    return `<script type="${INERT_TYPE}" src="${src}"></script>`
  })
  // A layout change in Next's output must fail the build, not ship a page that never hydrates.
  if (count === 0) throw new Error('no async chunk <script> to start after the first paint')
  const page = inert.replace(SCRIPT_PRELOAD, '')
  const at = page.lastIndexOf('</body>')
  if (at === -1) throw new Error('no </body> to hold the chunk loader')
  return `${page.slice(0, at)}<script>${LOADER}</script>${page.slice(at)}`
}
