// Where things sit around a centre, in % of a box: the systems around the ipê (components/art).

export type Point = { x: number; y: number }

/** The index-th of `count` points on an ellipse round (50, 50), the first at the top. */
export function around(count: number, index: number, radius: Point = { x: 30, y: 36 }): Point {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count
  const at = (value: number) => Math.round(value * 100) / 100
  return { x: at(50 + radius.x * Math.cos(angle)), y: at(50 + radius.y * Math.sin(angle)) }
}

/** A path from the centre to a point that bends a little to one side, as a cable does. */
export function cable({ x, y }: Point, bend = 0.18): string {
  const [dx, dy] = [x - 50, y - 50]
  const at = (value: number) => Math.round(value * 100) / 100
  return `M50 50Q${at(50 + dx / 2 - dy * bend)} ${at(50 + dy / 2 + dx * bend)} ${x} ${y}`
}
