import type { ContactSubject, DayOfWeek, InfoCard, OpeningHours } from './types'

export const contactSubjects: ContactSubject[] = [
  'Desenvolvimento de Software',
  'Suporte Técnico',
  'Outros',
]

/** Each day as the hours name it: alone or at either end of a range, and every week. */
const dayNames: Record<DayOfWeek, { name: string; weekly: string }> = {
  Monday: { name: 'Segunda', weekly: 'às segundas' },
  Tuesday: { name: 'Terça', weekly: 'às terças' },
  Wednesday: { name: 'Quarta', weekly: 'às quartas' },
  Thursday: { name: 'Quinta', weekly: 'às quintas' },
  Friday: { name: 'Sexta', weekly: 'às sextas' },
  Saturday: { name: 'Sábado', weekly: 'aos sábados' },
  Sunday: { name: 'Domingo', weekly: 'aos domingos' },
}
const week = Object.keys(dayNames) as DayOfWeek[]

type Slot = { from: DayOfWeek; to?: DayOfWeek; opens: string; closes: string }

/** The opening hours, the one place they are written: a day or a run of days, 24-hour times. */
const slots: Slot[] = [
  { from: 'Monday', to: 'Friday', opens: '08:00', closes: '18:00' },
  { from: 'Saturday', opens: '08:00', closes: '12:00' },
]

/** '08:00' → '8h', '08:30' → '8h30'. */
const clock = (time: string) =>
  time.replace(/^0?(\d+):(\d\d)$/, (_, h: string, m: string) =>
    m === '00' ? `${h}h` : `${h}h${m}`,
  )

const daysOf = ({ from, to }: Slot) =>
  to ? `${dayNames[from].name} a ${dayNames[to].name}` : dayNames[from].name
const hoursOf = ({ opens, closes }: Slot) => `${clock(opens)} às ${clock(closes)}`

export const openingHours: OpeningHours[] = slots.map((slot) => ({
  days: daysOf(slot),
  hours: hoursOf(slot),
  dayOfWeek: week.slice(week.indexOf(slot.from), week.indexOf(slot.to ?? slot.from) + 1),
  opens: slot.opens,
  closes: slot.closes,
}))

/** "de segunda a sexta das 8h às 18h e aos sábados das 8h às 12h" */
export const openingHoursSentence = new Intl.ListFormat('pt-BR').format(
  slots.map(
    (slot) =>
      `${slot.to ? `de ${daysOf(slot).toLowerCase()}` : dayNames[slot.from].weekly} das ${hoursOf(slot)}`,
  ),
)

export const helpCards: InfoCard[] = [
  {
    title: 'Primeira consulta gratuita',
    description:
      'Uma conversa sem custo para entender o seu desafio e indicar o melhor caminho, mesmo que a solução não seja conosco.',
    icon: 'calendar-check',
  },
  {
    title: 'Resposta em até 24 horas úteis',
    description:
      'Toda mensagem recebe retorno de uma pessoa da equipe em até 24 horas úteis, por WhatsApp ou e-mail.',
    icon: 'clock',
  },
  {
    title: 'Proposta personalizada',
    description:
      'Escopo, prazos e valores pensados para o tamanho da sua empresa, sem pacotes engessados nem letras miúdas.',
    icon: 'handshake',
  },
]

export const contactPage = {
  eyebrow: 'Contato',
  title: 'Entre em Contato',
  lead: 'Conte do que a sua empresa precisa. A mensagem abre uma conversa no WhatsApp com a nossa equipe, e respondemos em até 24 horas úteis.',
  infoTitle: 'Fale com a gente',
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
  counter: (used: number, max: number) => `${used} de ${max} caracteres`,
  submit: 'Enviar pelo WhatsApp',
  submitting: 'Enviando…',
  fallback: 'Se o WhatsApp não abriu, toque aqui para abrir a conversa.',
  /** One line under the send button: what sending does, and where the data goes. */
  privacyNotice: {
    text: 'Ao enviar, o WhatsApp abre em uma nova aba com a sua mensagem. Veja como tratamos seus dados na',
    link: 'Política de Privacidade',
  },
  noscript:
    'O formulário precisa de JavaScript ativado. Você também pode falar conosco diretamente:',
  /** First line of the WhatsApp text, announcing a new ticket from the site. */
  messageHeader: 'Novo chamado pelo site da Ipê Software',
  messageLabels: {
    name: 'Nome',
    email: 'Email',
    phone: 'Telefone',
    subject: 'Assunto',
    message: 'Mensagem',
  },
}
