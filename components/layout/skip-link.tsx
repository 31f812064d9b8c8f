import { skipLink } from '@/content/shell'

export const MAIN_ID = 'conteudo'

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="fixed top-2 left-2 z-50 -translate-y-20 rounded-lg bg-primary px-4 py-3 font-semibold text-primary-foreground shadow-lg transition-transform focus:translate-y-0 print:hidden"
    >
      {skipLink}
    </a>
  )
}
