import { company } from './company'

export const skipLink = 'Pular para o conteúdo principal'

export const header = {
  homeLabel: `${company.name}: página inicial`,
  navLabel: 'Navegação principal',
  menuNavLabel: 'Menu principal',
  searchLabel: 'Busca do site',
  accessibility: 'Acessibilidade',
  themeToggle: {
    toDark: 'Ativar tema escuro',
    toLight: 'Ativar tema claro',
  },
  menu: {
    open: 'Abrir menu de navegação',
    close: 'Fechar menu de navegação',
    whatsapp: 'Conversar no WhatsApp',
  },
}

export const footer = {
  navTitle: 'Links rápidos',
  contactTitle: 'Contato',
  socialTitle: 'Redes sociais',
  whatsappLabel: 'WhatsApp',
  landlineLabel: 'Fixo',
  socialLabel: (network: string) => `${company.name} no ${network} (abre em nova aba)`,
  copyright: (year: number) => `© ${year} ${company.name}. Todos os direitos reservados.`,
  legalId: `${company.legalName} – CNPJ ${company.cnpj}`,
  privacyLink: 'Política de Privacidade',
  accessibilityLink: 'Acessibilidade',
  madeIn: `Desenvolvido com ❤️ em ${company.location.city}, ${company.location.state}`,
}

export const floatingWhatsApp = {
  label: `Fale com a ${company.name} no WhatsApp (abre em nova aba)`,
}

// The visible label starts the accessible name (WCAG 2.5.3, label in name).
export const directions = {
  label: 'Como chegar',
  accessibleName: `Como chegar: rotas até a ${company.name} no Google Maps (abre em nova aba)`,
}

export const toastRegionLabel = 'Notificações'

export const newTab = '(abre em nova aba)'

export const previewBadge = {
  label: 'Prévia',
  description: 'Versão de prévia, fora dos mecanismos de busca',
  missing: (count: number) => (count === 1 ? 'falta 1 dado' : `faltam ${count} dados`),
  missingTitle: 'Dados a fornecer antes do lançamento, em content/facts.ts:',
}

export const demoNotice = {
  label: 'Aviso de demonstração',
  text: (facts: string[]) =>
    `Site de demonstração com dados ilustrativos, que não são os da ${company.name}: ${new Intl.ListFormat('pt-BR').format(facts)}.`,
}
