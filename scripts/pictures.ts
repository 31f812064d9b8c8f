// The flat picture pictures.spec.ts refuses to write (docs/upkeep.md).
import sharp from 'sharp'

export const PICTURES = 'e2e/pictures.spec.ts-snapshots'

/** One colour all over: Chromium emulated on Apple silicon draws every screenshot white. */
export async function isFlat(png: Buffer): Promise<boolean> {
  const { channels } = await sharp(png).stats()
  return channels.every(({ min, max }) => min === max)
}
