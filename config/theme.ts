// Shared by the theme toggle and the head script, which answers it until the page has hydrated
// (scripts/post-build/programs/theme.ts).

/** Marks the theme toggle. */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle'

/** On <html> for the frame a theme switch is drawn in: transitions are held (app/globals.css). */
export const THEME_SWITCH_ATTRIBUTE = 'data-theme-switch'
