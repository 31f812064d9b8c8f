import { longDate } from '@/lib/dates'

type RevisionDateProps = { label: string; date: string }

export function RevisionDate({ label, date }: RevisionDateProps) {
  return (
    <p className="mt-4 text-sm text-muted-foreground [p+&]:mt-1">
      {label}{' '}
      <time dateTime={date} className="font-semibold text-foreground">
        {longDate(date, 'pt-BR')}
      </time>
    </p>
  )
}
