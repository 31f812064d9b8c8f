import Link from 'next/link'
import { newTab } from '@/content/shell'
import type { Inline, RichText as RichTextValue } from '@/content/types'
import { ContactLink } from '@/components/analytics/contact-link'
import { contactChannel } from '@/lib/analytics'
import { wordsGiveAddress } from '@/lib/link-address'
import { cx } from '@/lib/utils'

const linkClass = 'font-medium text-brand underline underline-offset-4'

function InlineLink({ text, href, external }: Exclude<Inline, string | { code: string }>) {
  if (href.startsWith('/') && !external) {
    return (
      <Link href={href} className={linkClass}>
        {text}
      </Link>
    )
  }
  const look = cx(linkClass, wordsGiveAddress(text, href) && 'address-in-words')
  const props = external
    ? { target: '_blank', rel: 'noopener noreferrer', className: look }
    : { className: `${look} wrap-anywhere` }
  const children = external ? (
    <>
      {text}
      <span className="sr-only"> {newTab}</span>
    </>
  ) : (
    text
  )
  if (contactChannel(href)) {
    return (
      <ContactLink href={href} place="page" {...props}>
        {children}
      </ContactLink>
    )
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  )
}

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
