import { pages } from './pages'

/** The ways out every error page offers. Plain links: a full load works even if the router broke. */
const exits = {
  home: { label: 'Voltar para o início', href: pages.home.path },
  contact: { label: 'Fale com a gente', href: pages.contact.path },
}

/** A part of a page failed (app/error.tsx): the header and footer are still there. */
export const errorPage = {
  title: 'Algo deu errado',
  lead: 'Um erro inesperado impediu que esta página fosse exibida. Tente de novo ou recarregue a página; se o problema continuar, fale com a gente.',
  retry: 'Tentar novamente',
  reload: 'Recarregar a página',
  exits,
}

/** The page needs a script that a new version of the site replaced: only a reload helps. */
export const outdatedPage = {
  ...errorPage,
  title: 'O site foi atualizado',
  lead: 'Publicamos uma versão nova enquanto você navegava, e esta página precisa dela. Recarregue a página para continuar.',
}

/** The whole page failed (app/global-error.tsx), header included: this page is all there is. */
export const globalErrorPage = {
  ...errorPage,
  /** The document's title, before the site's name (lib/metadata's fullTitle). */
  documentTitle: 'Erro inesperado',
  title: 'Não foi possível carregar o site',
  lead: 'Um erro inesperado interrompeu a página. Recarregue para tentar de novo; se o problema continuar, volte ao início ou fale com a gente.',
}

/** The 404 page (app/not-found.tsx): an address the site does not have. */
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
