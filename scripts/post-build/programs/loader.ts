// The last script of a page whose largest paint is a photo (post-build/photo-first.ts).
import { startScriptsAfterPhoto } from './start-scripts'

// Written in by the build (scripts/post-build/programs.ts).
declare const CHUNKS: string[]
declare const LATEST_START_MS: number

startScriptsAfterPhoto(document, window, CHUNKS, LATEST_START_MS)
