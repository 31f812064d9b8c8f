import type { PolicySection } from '@/content/types'

type PolicyContentsProps = { title: string; sections: PolicySection[] }

export function PolicyContents({ title, sections }: PolicyContentsProps) {
  return (
    <nav aria-labelledby="nesta-pagina" className="surface-card p-6">
      <h2 id="nesta-pagina" className="text-lg font-semibold">
        {title}
      </h2>
      <ol className="mt-2 grid list-decimal gap-x-10 pl-5 text-muted-foreground marker:text-sm sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="touch-link rounded-md underline-offset-4 hover:text-foreground hover:underline"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
