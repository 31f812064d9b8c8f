import { cx } from '@/lib/utils'
import { Container } from './container'

type SectionProps = React.ComponentProps<'section'> & { tone?: 'default' | 'muted' }

export function Section({ tone = 'default', className, children, ...props }: SectionProps) {
  return (
    <section className={cx('py-16 sm:py-24', tone === 'muted' && 'bg-muted', className)} {...props}>
      <Container>{children}</Container>
    </section>
  )
}
