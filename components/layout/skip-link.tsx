import { skipLink } from '@/content/shell'

export const MAIN_ID = 'conteudo'

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="fixed -top-20 left-2 z-50 rounded-lg bg-primary px-4 py-3 font-semibold text-primary-foreground lifted focus:top-2 print:hidden"
    >
      {skipLink}
    </a>
  )
}
