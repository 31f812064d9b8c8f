import { getImageProps } from 'next/image'
import { preload as preloadImage } from 'react-dom'
import type { Photo } from '@/content/types'
import { IMAGE_HOST } from '@/config/settings'
import { photoUrl } from '@/lib/image-url'
import { cx } from '@/lib/utils'

type PhotoFrameProps = { photo: Photo; sizes: string; preload?: boolean; className?: string }

export function PhotoFrame({ photo, sizes, preload = false, className }: PhotoFrameProps) {
  const { props } = getImageProps({
    src: photoUrl(IMAGE_HOST, photo.id),
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    sizes,
    preload,
    fetchPriority: preload ? 'high' : undefined,
  })
  if (preload) {
    preloadImage(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  }
  return (
    <div className={cx('overflow-hidden rounded-3xl bg-accent', className)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's props, without its client code */}
      <img {...props} alt={photo.alt} className="photo size-full object-cover" />
    </div>
  )
}
