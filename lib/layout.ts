// The layout's measures, in rem, once: Tailwind's config (so the CSS), next.config.mjs (the
// photos' widths), the toaster and the photos' `sizes` read them.

/**
 * Where the layout changes (Tailwind's own values, written into its config from here):
 * - sm: wider gutters, larger type, buttons side by side;
 * - md: card grids take two or three columns;
 * - lg: the desktop header, sections of two columns (the photos' slot below), the toaster's corner;
 * - xl: the header's accessibility link shows its label.
 */
export const BREAKPOINTS = { sm: 40, md: 48, lg: 64, xl: 80 } as const

/** The page column: its widest, and its padding on each side below sm, from sm and from lg. */
export const CONTAINER = { width: 72, padding: { base: 1, sm: 1.5, lg: 2 } } as const

/** The gap between a section's two columns (Tailwind's `gap-columns`), stacked or side by side. */
export const COLUMN_GAP = 3

/** The home hero's columns from lg, in fr (Tailwind's `grid-cols-hero`): the text, then the drawing. */
export const HERO_COLUMNS = { text: 1.1, drawing: 1 } as const

/**
 * The widths a photo is offered at (its srcset, through next.config.mjs): a phone's column at
 * 1–3×, a desktop column at 1–2×; Next's default list writes fifteen.
 */
export const PHOTO_WIDTHS = [384, 640, 750, 828, 1080, 1200, 1920] as const

export const atLeast = (breakpoint: keyof typeof BREAKPOINTS) =>
  `(min-width: ${BREAKPOINTS[breakpoint]}rem)`

/** A photo's `sizes` in a column that takes `share` of a two-column row from lg, all of it below. */
function columnSizes(share: number): string {
  const { width, padding } = CONTAINER
  const column = Math.round((width - 2 * padding.lg - COLUMN_GAP) * share * 2) / 2
  return [
    `${atLeast('lg')} ${column}rem`,
    `${atLeast('sm')} calc(100vw - ${2 * padding.sm}rem)`,
    `calc(100vw - ${2 * padding.base}rem)`,
  ].join(', ')
}

// Pure: a client module that reads only the breakpoints ships none of this.
export const photoSizes = {
  halfColumn: /* @__PURE__ */ columnSizes(1 / 2),
}
