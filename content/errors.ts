import { pages } from './pages'

const exits = {
  home: { label: 'Voltar para o início', href: pages.home.path },
  contact: { label: 'Fale com a gente', href: pages.contact.path },
}

export const errorPage = {
  title: 'Algo deu errado',
  lead: 'Um erro inesperado impediu que esta página fosse exibida. Tente de novo ou recarregue a página; se o problema continuar, fale com a gente.',
  retry: 'Tentar novamente',
  reload: 'Recarregar a página',
  exits,
}

export const outdatedPage = {
  ...errorPage,
  title: 'O site foi atualizado',
  lead: 'Publicamos uma versão nova enquanto você navegava, e esta página precisa dela. Recarregue a página para continuar.',
}

export const globalErrorPage = {
  ...errorPage,
  documentTitle: 'Erro inesperado',
  title: 'Não foi possível carregar o site',
  lead: 'Um erro inesperado interrompeu a página. Recarregue para tentar de novo; se o problema continuar, volte ao início ou fale com a gente.',
}

export const notFoundPage = {
  code: '404',
  title: pages.notFound.title,
  lead: 'O endereço que você acessou não existe ou mudou de lugar. Tente uma busca ou siga por um dos caminhos abaixo.',
  searchLabel: 'Buscar outra página',
  links: [
    { label: 'Voltar para o início', href: pages.home.path },
    { label: 'Ver nossos serviços', href: pages.services.path },
  ],
}
