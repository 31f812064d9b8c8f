import { aboutPage } from '@/content/about'

// Three facts set as figures, beside the page's title.
export function AboutFigures() {
  return (
    <ul className="tiles">
      {aboutPage.figures.map((figure) => (
        <li key={figure.label} className="flex items-baseline gap-4 px-6 py-5">
          <strong className="w-20 shrink-0 text-3xl font-extrabold text-brand">
            {figure.value}
          </strong>
          <span className="text-muted-foreground">{figure.label}</span>
        </li>
      ))}
    </ul>
  )
}
