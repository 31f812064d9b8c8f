import { cx } from '@/lib/utils'

const WIDTHS = { page: 'max-w-content', text: 'max-w-3xl', narrow: 'max-w-2xl' }

type ContainerProps = React.ComponentProps<'div'> & { width?: keyof typeof WIDTHS }

export function Container({ width = 'page', className, ...props }: ContainerProps) {
  return <div className={cx('page-container', WIDTHS[width], className)} {...props} />
}
