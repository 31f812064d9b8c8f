import { cx } from '@/lib/utils'

/** How wide a page's column may grow: the layout's, a text's (a notice, results), a message's. */
const WIDTHS = { page: 'max-w-content', text: 'max-w-3xl', narrow: 'max-w-2xl' }

type ContainerProps = React.ComponentProps<'div'> & { width?: keyof typeof WIDTHS }

export function Container({ width = 'page', className, ...props }: ContainerProps) {
  return <div className={cx('page-container', WIDTHS[width], className)} {...props} />
}
