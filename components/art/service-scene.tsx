import { ICON_SPRITE } from '@/components/ui/icon'
import { SCENE_VIEWBOX, sceneSymbolId, type SceneName } from '@/lib/drawings'

/** A service drawn as what it makes (lib/drawings.ts), from the sprite: one <use>. */
export function ServiceScene({ scene, className }: { scene: SceneName; className?: string }) {
  return (
    <svg viewBox={SCENE_VIEWBOX} aria-hidden="true" focusable="false" className={className}>
      <use href={`${ICON_SPRITE}#${sceneSymbolId(scene)}`} />
    </svg>
  )
}
