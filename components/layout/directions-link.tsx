import { companyLinks } from '@/content/company-links'
import { directions } from '@/content/shell'

export function DirectionsLink({ className }: { className?: string }) {
  return (
    <a
      href={companyLinks.directions}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={directions.accessibleName}
      className={className}
    >
      {directions.label}
    </a>
  )
}
