import type { Theme } from '../lib/palette'

export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle'

/** On <html> once a script answers the toggle: without one the toggle is not shown. */
export const THEME_TOGGLE_ANSWERED_ATTRIBUTE = 'data-theme-toggle-answered'

/** On <html> for the frame a theme switch is drawn in, which holds transitions. */
export const THEME_SWITCH_ATTRIBUTE = 'data-theme-switch'

/** The themes next-themes is given. From storage it also takes `system`, and would put any other
 * value on <html> as a class. */
export const THEMES: Theme[] = ['light', 'dark']

export const STORED_THEMES: readonly string[] = [...THEMES, 'system']
