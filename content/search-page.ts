import { pages } from './pages'

export const searchForm = {
  label: 'Buscar no site',
  placeholder: 'O que você procura?',
  submit: 'Buscar',
  clear: 'Limpar a busca',
}

export const searchPage = {
  title: 'Resultados da busca',
  formLabel: 'Pesquisar no site',
  prompt: 'Digite o que você procura no campo de busca acima.',
  youSearchedFor: 'Você pesquisou por',
  resultCount: (count: number) =>
    count === 1 ? '1\u00a0resultado encontrado.' : `${count}\u00a0resultados encontrados.`,
  noResults: 'Nenhum resultado encontrado.',
  tipsTitle: 'Algumas dicas:',
  tips: ['Tente palavras-chave diferentes.', 'Use termos mais curtos ou mais gerais.'],
  helpLinks: [
    { label: 'Fale com a nossa equipe', href: pages.contact.path },
    { label: 'Veja todos os serviços', href: pages.services.path },
  ],
  keywordsLabel: 'Palavras-chave',
  noscriptTitle: 'Todas as páginas do site',
}
