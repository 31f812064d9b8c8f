import Link from 'next/link'
import { newTab } from '@/content/shell'
import type { Inline, RichText as RichTextValue } from '@/content/types'

const linkClass = 'font-medium text-brand underline underline-offset-4'

function InlineLink({ text, href, external }: Exclude<Inline, string | { code: string }>) {
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {text}
        <span className="sr-only"> {newTab}</span>
      </a>
    )
  }
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={linkClass}>
        {text}
      </Link>
    )
  }
  return (
    <a href={href} className={`${linkClass} wrap-anywhere`}>
      {text}
    </a>
  )
}

/** Text from content/ with its inline code and links, without markup in the data. */
export function RichText({ text }: { text: RichTextValue }) {
  return text.map((part, index) => {
    if (typeof part === 'string') return part
    if ('code' in part) {
      return (
        <code key={index} className="rounded bg-muted px-1.5 py-0.5 text-[0.9em] wrap-anywhere">
          {part.code}
        </code>
      )
    }
    return <InlineLink key={index} {...part} />
  })
}
