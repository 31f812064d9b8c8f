export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle'

/** On <html> for the frame a theme switch is drawn in, which holds transitions. */
export const THEME_SWITCH_ATTRIBUTE = 'data-theme-switch'
