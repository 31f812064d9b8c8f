import { cva, type VariantProps } from 'class-variance-authority'
import { cx } from '@/lib/utils'

export const buttonVariants = cva('btn', {
  variants: {
    variant: {
      primary: 'bg-primary text-primary-foreground hover:bg-primary/85',
      outline: 'border border-input bg-card text-card-foreground hover:border-ring hover:bg-muted',
      ghost: 'text-foreground hover:bg-muted',
      onInk: 'border border-white/25 text-ink-foreground hover:bg-white/10',
    },
    size: {
      md: 'px-5 py-2.5 text-base',
      lg: 'px-6 py-3 text-base sm:text-lg',
      icon: 'size-11 p-0',
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
})

type ButtonVariantProps = VariantProps<typeof buttonVariants>

type ButtonProps = React.ComponentProps<'button'> & ButtonVariantProps

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return (
    <button type={type} className={cx(buttonVariants({ variant, size }), className)} {...props} />
  )
}
