import type { PolicyBlock, PolicySection as PolicySectionValue } from '@/content/types'
import { RichText } from './rich-text'

function Block({ block }: { block: PolicyBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      )
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand">
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      )
    case 'facts':
      return (
        <dl className="grid gap-x-6 gap-y-2 surface-card p-5 sm:grid-cols-[auto_1fr]">
          {block.items.map((item) => (
            <div key={item.term} className="contents">
              <dt className="font-semibold text-foreground">{item.term}</dt>
              <dd className="mb-2 sm:mb-0 [&>a]:inline-flex [&>a]:min-h-11 [&>a]:items-center">
                <RichText text={item.detail} />
              </dd>
            </div>
          ))}
        </dl>
      )
  }
}

export function PolicySection({ section }: { section: PolicySectionValue }) {
  return (
    <section className="mt-12">
      <h2 id={section.id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {section.title}
      </h2>
      <div className="mt-4 space-y-4 text-lg text-pretty text-muted-foreground">
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
    </section>
  )
}
