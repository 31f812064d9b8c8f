import type { Service } from '@/content/types'
import { Icon } from '@/components/ui/icon'
import { cx } from '@/lib/utils'
import { ServiceScene } from './service-scene'

// A service's drawing, rising from the foot of a lit panel; a service without a drawing shows its
// icon there instead. Decorative: the title beside it says what it is.
export function ServiceArt({ service, className }: { service: Service; className?: string }) {
  return (
    <div aria-hidden="true" className={cx('art-panel flex justify-center', className)}>
      {service.scene ? (
        <ServiceScene scene={service.scene} className="mt-[7%] -mb-[9%] w-[84%]" />
      ) : (
        <Icon name={service.icon} className="my-[12%] size-16 text-brand" />
      )}
    </div>
  )
}
