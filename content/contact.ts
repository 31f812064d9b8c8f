import { promises } from './company'
import type { ContactSubject, InfoCard } from './types'

export const contactSubjects: ContactSubject[] = [
  'Desenvolvimento de Software',
  'Suporte Técnico',
  'Outros',
]

export const helpCards: InfoCard[] = [
  {
    title: promises.firstConsultation,
    description:
      'Uma conversa sem custo para entender o seu desafio e indicar o melhor caminho, mesmo que a solução não seja conosco.',
    icon: 'CalendarCheck',
  },
  {
    title: `Resposta em até ${promises.replyTime}`,
    description: `Toda mensagem recebe retorno de uma pessoa da equipe em até ${promises.replyTime}, por WhatsApp ou e-mail.`,
    icon: 'Clock',
  },
  {
    title: 'Proposta personalizada',
    description:
      'Escopo, prazos e valores pensados para o tamanho da sua empresa, sem pacotes engessados nem letras miúdas.',
    icon: 'Handshake',
  },
]

export const contactPage = {
  eyebrow: 'Contato',
  title: 'Entre em Contato',
  lead: `Conte do que a sua empresa precisa. A mensagem abre uma conversa no WhatsApp com a nossa equipe, e respondemos em até ${promises.replyTime}.`,
  infoTitle: 'Fale com a gente',
  whatsapp: 'Conversar no WhatsApp',
  cards: {
    address: 'Endereço',
    phone: 'Telefone',
    email: 'E-mail',
    hours: 'Horário de atendimento',
  },
  helpTitle: 'Como Podemos Ajudar?',
  helpLead: 'Do primeiro contato à proposta, sem compromisso.',
}

export const contactForm = {
  title: 'Envie sua Mensagem',
  lead: 'Os campos marcados com * são obrigatórios.',
  requiredMark: '*',
  fields: {
    name: { label: 'Nome', placeholder: 'Seu nome completo', autoComplete: 'name' },
    email: { label: 'E-mail', placeholder: 'voce@empresa.com.br', autoComplete: 'email' },
    phone: { label: 'Telefone (opcional)', placeholder: '(67) 99999-9999', autoComplete: 'tel' },
    subject: { label: 'Assunto', placeholder: 'Selecione um assunto' },
    message: {
      label: 'Mensagem',
      placeholder: 'Conte um pouco sobre o seu projeto ou necessidade',
    },
  },
  errors: {
    required: 'Preencha este campo.',
    email: 'Informe um e-mail válido, por exemplo nome@empresa.com.br.',
  },
  counter: (used: number, max: number) => `${used} de ${max}\u00a0caracteres`,
  submit: 'Enviar pelo WhatsApp',
  submitting: 'Enviando…',
  fallback: 'Se o WhatsApp não abriu, toque aqui para abrir a conversa.',
  privacyNotice: {
    text: 'Ao enviar, o WhatsApp abre em uma nova aba com a sua mensagem. Veja como tratamos seus dados na',
    link: 'Política de Privacidade',
  },
  noscript:
    'O formulário precisa de JavaScript ativado. Você também pode falar conosco diretamente:',
  messageHeader: 'Olá! Este é um novo contato pelo site da Ipê Software.',
  messageLabels: {
    name: 'Nome',
    email: 'Email',
    phone: 'Telefone',
    subject: 'Assunto',
    message: 'Mensagem',
  },
}
