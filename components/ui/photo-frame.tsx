import { getImageProps } from 'next/image'
import type { Photo } from '@/content/types'
import { IMAGE_HOST } from '@/config/settings'
import { photoUrl } from '@/lib/image-url'
import { cx } from '@/lib/utils'

type PhotoFrameProps = { photo: Photo; sizes: string; className?: string }

export function PhotoFrame({ photo, sizes, className }: PhotoFrameProps) {
  const { props } = getImageProps({
    src: photoUrl(IMAGE_HOST, photo.id),
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    sizes,
  })
  return (
    <div className={cx('overflow-hidden rounded-3xl bg-accent', className)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's props, without its client code */}
      <img {...props} alt={photo.alt} className="photo size-full object-cover" />
    </div>
  )
}
