import { pages } from './pages'

// Below /buscar's results, whatever they are: the next step is a conversation. Apart from
// search-page.ts, which the search's client code reads: this is drawn by the server alone.
export const searchHelp = {
  text: 'Não encontrou o que procurava?',
  link: { label: 'Converse com a nossa equipe', href: pages.contact.path },
}
