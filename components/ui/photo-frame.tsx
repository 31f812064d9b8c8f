'use client'

import Image from 'next/image'
import { useState } from 'react'
import type { Photo } from '@/content/types'
import { IMAGE_HOST } from '@/config/settings.mjs'
import { photoUrl } from '@/lib/image-url'
import { cx } from '@/lib/utils'

type PhotoFrameProps = { photo: Photo; sizes: string; preload?: boolean; className?: string }

/**
 * A fixed-ratio tinted frame: the photo fills it, and if the image host fails the frame keeps
 * its size and shows the description instead of a broken image.
 */
export function PhotoFrame({ photo, sizes, preload = false, className }: PhotoFrameProps) {
  const [failed, setFailed] = useState(false)
  return (
    <div className={cx('relative overflow-hidden rounded-3xl bg-accent', className)}>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center p-8 text-center text-sm font-medium text-accent-foreground"
      >
        {photo.alt}
      </span>
      <Image
        src={photoUrl(IMAGE_HOST, photo.id)}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        sizes={sizes}
        preload={preload}
        onError={() => setFailed(true)}
        className={cx('relative size-full object-cover', failed && 'opacity-0')}
      />
    </div>
  )
}
