import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { usePathname } from 'next/navigation'
import { mainNav } from '@/content/navigation'
import { MobileMenu } from './mobile-menu'

jest.mock('next/navigation', () => ({ usePathname: jest.fn(), useRouter: jest.fn() }))

// Opening, a tapped link, a search, Escape and an open menu hydrating are e2e/mobile-menu.spec.ts's
// and e2e/before-scripts.spec.ts's; a route change with no tap in the menu, as on Back, is here.
it('closes when the route changes, as on Back', async () => {
  ;(usePathname as jest.Mock).mockReturnValue('/')
  const { rerender } = render(<MobileMenu links={mainNav} />)
  // jsdom gives the native disclosure's <summary> no role.
  await userEvent.click(document.querySelector('summary')!)
  expect(screen.getByRole('group')).toHaveAttribute('open')
  ;(usePathname as jest.Mock).mockReturnValue('/sobre/')
  rerender(<MobileMenu links={mainNav} />)
  expect(screen.getByRole('group')).not.toHaveAttribute('open')
})
