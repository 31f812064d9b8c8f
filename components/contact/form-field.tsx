import { cx } from '@/lib/utils'
import { contactForm } from '@/content/contact'
import type { FieldError } from '@/lib/contact-form'

export const controlClass = 'field block px-4 py-3 below-toast aria-invalid:border-destructive'

type FieldProps = {
  id: string
  label: string
  required?: boolean
  error?: FieldError
  hint?: React.ReactNode
  className?: string
  children: (describedBy: string | undefined) => React.ReactNode
}

export function Field({ id, label, required, error, hint, className, children }: FieldProps) {
  const errorId = `${id}-erro`
  const hintId = `${id}-dica`
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cx('space-y-2', className)}>
      <label htmlFor={id} className="block font-medium">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            {contactForm.requiredMark}
          </span>
        )}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="text-right text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {contactForm.errors[error]}
        </p>
      )}
    </div>
  )
}
