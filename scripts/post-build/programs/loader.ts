import { startScriptsAfterPhoto } from './start-scripts'

// Defined by the build (programs.ts).
declare const CHUNKS: string[]
declare const LATEST_START_MS: number

startScriptsAfterPhoto(document, window, CHUNKS, LATEST_START_MS)
