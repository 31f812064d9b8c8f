import { longDate } from '@/lib/dates'

type RevisionDateProps = { label: string; date: string }

/** "Atualizada em 24 de novembro de 2026", under a notice's title; a second date sits close. */
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
