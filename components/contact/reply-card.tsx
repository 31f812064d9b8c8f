import { replyPromise } from '@/content/reply-promise'
import { cx } from '@/lib/utils'
import { Icon } from '@/components/ui/icon'

// When a visitor hears back: over the home page's photo, beside the contact page's title.
export function ReplyCard({ className }: { className?: string }) {
  return (
    <p className={cx('flex items-center gap-3 surface-card', className)}>
      <Icon name="Clock" className="size-6 text-brand" />
      <span className="flex flex-col text-sm">
        <strong className="font-semibold">{replyPromise.title}</strong>
        {/* A day never parts from its hours. */}
        <span className="flex flex-wrap gap-x-2 text-muted-foreground">
          {replyPromise.hours.map((slot) => (
            <span key={slot} className="whitespace-nowrap">
              {slot}
            </span>
          ))}
        </span>
      </span>
    </p>
  )
}
