// First in <head>: the policy must exist before any other code can reach a sink.
import { collapseRepeatedSlashes } from './repeated-slashes'
import { answerThemeToggle, showSavedTheme } from './theme'
import { createDefaultPolicy, type TrustedTypesFactory } from './trusted-types'

// Defined by the build (programs.ts).
declare const SCRIPT_URLS: string
declare const ANY_MARKUP: boolean
declare const THEME_STORAGE_KEY: string

const { trustedTypes } = window as { trustedTypes?: TrustedTypesFactory }
createDefaultPolicy(trustedTypes, { scriptUrls: SCRIPT_URLS, anyMarkup: ANY_MARKUP })
collapseRepeatedSlashes(location, history, performance)
showSavedTheme(window, THEME_STORAGE_KEY)
answerThemeToggle(window, THEME_STORAGE_KEY)
