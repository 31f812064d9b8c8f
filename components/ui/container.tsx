import { cx } from '@/lib/utils'

export function Container({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cx('page-container', className)} {...props} />
}
