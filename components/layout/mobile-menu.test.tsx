import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { usePathname } from 'next/navigation'
import { mainNav } from '@/content/navigation'
import { MobileMenu } from './mobile-menu'

jest.mock('next/navigation', () => ({ usePathname: jest.fn(), useRouter: jest.fn() }))

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
