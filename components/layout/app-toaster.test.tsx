import { render, screen } from '@testing-library/react'
import { notify } from '@/hooks/use-toast'
import { AppToaster } from './app-toaster'

// A click can reach a hydrated form before the layout's effects run and start watching for the
// visitor's first interaction; the toast it raises must still appear.
it('shows a toast raised before the toaster watched for any interaction', async () => {
  void notify('requiredFields')
  render(<AppToaster />)
  expect(await screen.findByText('Preencha os campos obrigatórios')).toBeInTheDocument()
  expect(screen.getByRole('region', { name: /Notificações/ })).toBeInTheDocument()
})
