// Below lg a frame spans the container, inside its padding (1 rem a side, 1.5 rem from sm).
const CONTAINER_WIDTH = '(min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)'

export const photoSizes = {
  /** One of two columns of the 72 rem container from lg up. */
  halfColumn: `(min-width: 1024px) 32.5rem, ${CONTAINER_WIDTH}`,
  /** The home hero's photo column, a little narrower than the text's. */
  heroColumn: `(min-width: 1024px) 31rem, ${CONTAINER_WIDTH}`,
}
