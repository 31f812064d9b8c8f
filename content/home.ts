import { promises } from './company'
import { pages } from './pages'
import type { IconName } from './types'

export const homePage = {
  hero: {
    eyebrow: 'Empresa de software em Campo Grande, MS',
    title: 'Soluções inteligentes para sua empresa',
    lead: 'Desenvolvemos sistemas sob medida, sites e integrações, e cuidamos do suporte técnico para que a sua equipe trabalhe melhor e com menos retrabalho.',
    primaryCta: { label: 'Fale Conosco', href: pages.contact.path },
    secondaryCta: { label: 'Nossos Serviços', href: pages.services.path },
    facts: ['Atendimento direto com a equipe', promises.firstConsultation, 'Suporte local em MS'],
    /** Drawn around the ipê beside the title: what the integration service joins. */
    systems: [
      { label: 'ERP', icon: 'Boxes' },
      { label: 'Loja virtual', icon: 'ShoppingCart' },
      { label: 'Nota fiscal', icon: 'ReceiptText' },
      { label: 'Planilhas', icon: 'Sheet' },
      { label: 'APIs', icon: 'Webhook' },
    ] satisfies { label: string; icon: IconName }[],
  },
  services: {
    title: 'Serviços em destaque',
    lead: 'Tecnologia aplicada ao dia a dia da sua operação, do primeiro levantamento ao suporte contínuo.',
    cta: { label: 'Ver Todos os Serviços', href: pages.services.path },
  },
  differentials: {
    title: 'Por que escolher a Ipê Software',
    lead: 'Uma equipe pequena e experiente, perto de você, com processo claro do início ao fim.',
  },
  cta: {
    title: 'Fale Conosco Agora',
    lead: 'Conte o seu desafio e receba uma proposta sob medida. Sem compromisso.',
    whatsapp: 'Conversar no WhatsApp',
    email: 'Enviar um e-mail',
    promises: ['Resposta em 24h', 'Orçamento Gratuito', 'Suporte Contínuo'],
  },
}
