import { render, screen } from '@testing-library/react'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { pages } from '@/content/pages'
import { searchForm } from '@/content/search-page'
import { SearchForm } from './search-form'

jest.mock('next/navigation', () => ({
  usePathname: jest.fn(),
  useRouter: jest.fn(),
  useSearchParams: jest.fn(),
}))

it.each([
  [pages.search.path, 'dados'],
  [pages.services.path, ''],
])(
  'on %s?q=dados the field shows "%s": a query is shown on the search page only',
  (path, shown) => {
    ;(usePathname as jest.Mock).mockReturnValue(path)
    ;(useSearchParams as jest.Mock).mockReturnValue(
      new URLSearchParams({ [pages.search.queryParam]: 'dados' }),
    )
    ;(useRouter as jest.Mock).mockReturnValue({ push: jest.fn() })
    render(<SearchForm id="busca" label="Busca do site" />)
    expect(screen.getByRole('searchbox', { name: searchForm.label })).toHaveValue(shown)
  },
)
