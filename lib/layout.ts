// The layout's measures, in rem, once: Tailwind's config (so the CSS), the toaster and the photos'
// `sizes` read them.

/** Where the layout changes: Tailwind's `sm` and `lg`. */
export const BREAKPOINTS = { sm: 40, lg: 64 } as const

/** The page column: its widest, and its padding on each side below sm, from sm and from lg. */
export const CONTAINER = { width: 72, padding: { base: 1, sm: 1.5, lg: 2 } } as const

/** The gap between a section's two columns from lg (`gap-12`). */
const COLUMN_GAP = 3

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
  /** The home hero's photo column, 1fr beside the text's 1.1fr. */
  heroColumn: /* @__PURE__ */ columnSizes(1 / 2.1),
}
