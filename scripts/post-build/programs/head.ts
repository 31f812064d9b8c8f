// First in <head>: the policy must exist before any other code can reach a sink.
import type { Theme } from '../../../lib/palette'
import { collapseRepeatedSlashes } from './repeated-slashes'
import { answerThemeToggle, followThemeColor, showSavedTheme } from './theme'
import { createDefaultPolicy, type TrustedTypesFactory } from './trusted-types'

// Defined by the build (programs.ts).
declare const SCRIPT_URLS: string
declare const ANY_MARKUP: boolean
declare const THEME_STORAGE_KEY: string
declare const THEME_COLORS: Record<Theme, string>

const { trustedTypes } = window as { trustedTypes?: TrustedTypesFactory }
createDefaultPolicy(trustedTypes, { scriptUrls: SCRIPT_URLS, anyMarkup: ANY_MARKUP })
collapseRepeatedSlashes(location, history, performance)
showSavedTheme(window, THEME_STORAGE_KEY)
followThemeColor(window, THEME_COLORS)
answerThemeToggle(window, THEME_STORAGE_KEY)
