import { CONTACT_DRAFT_STORAGE_KEY, IMAGE_HOST, THEME_STORAGE_KEY } from '../config/settings.mjs'
import { company } from './company'
import { pages } from './pages'
import type { PolicySection } from './types'

const { address } = company

const privacyEmail = { text: company.privacyEmail, href: `mailto:${company.privacyEmail}` }
const imageHost = new URL(IMAGE_HOST).host

/** Who hosts the site and keeps its access logs: replace if the site moves to another host. */
const HOSTING_PROVIDER = 'Vercel Inc.'

export const privacyPage = {
  eyebrow: 'Privacidade e LGPD',
  title: 'Política de Privacidade',
  lead: `Como a ${company.name} trata os dados pessoais de quem visita este site e entra em contato conosco, conforme a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018).`,
  updatedLabel: 'Atualizada em',
  /** The day this text last changed (YYYY-MM-DD): update it with every change below. */
  updatedAt: '2026-11-22',
  tocTitle: 'Nesta página',
}

export const privacySections: PolicySection[] = [
  {
    id: 'controlador',
    title: 'Quem é o controlador dos dados',
    blocks: [
      {
        kind: 'paragraph',
        text: ['O controlador dos dados pessoais tratados a partir deste site é:'],
      },
      {
        kind: 'facts',
        items: [
          { term: 'Razão social', detail: [company.legalName] },
          { term: 'CNPJ', detail: [company.cnpj] },
          {
            term: 'Endereço',
            detail: [
              `${address.street}, ${address.district}, ${address.city}, ${address.state}, CEP ${address.postalCode}`,
            ],
          },
          { term: 'E-mail', detail: [{ text: company.email, href: `mailto:${company.email}` }] },
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'Para assuntos de privacidade e proteção de dados, fale com o encarregado pelo tratamento de dados pessoais pelo e-mail ',
          privacyEmail,
          '.',
        ],
      },
    ],
  },
  {
    id: 'dados-coletados',
    title: 'Quais dados coletamos e para quê',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'O site só recebe dados pessoais quando você preenche o formulário da página ',
          { text: pages.contact.navLabel, href: pages.contact.path },
          ':',
        ],
      },
      {
        kind: 'list',
        items: [
          ['nome;'],
          ['e-mail;'],
          ['telefone, apenas se você quiser informar (é opcional);'],
          ['assunto, escolhido em uma lista;'],
          ['mensagem.'],
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'A única finalidade é responder ao seu contato ou pedido de orçamento, pelo WhatsApp, e-mail ou telefone. Não usamos esses dados para publicidade nem os vendemos.',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'A base legal é a execução de procedimentos preliminares relacionados a contrato, a pedido do titular (art. 7º, V, da LGPD): é você quem nos procura para conversar sobre um serviço ou pedir uma proposta.',
        ],
      },
    ],
  },
  {
    id: 'whatsapp',
    title: 'Como a sua mensagem chega até nós',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'Ao tocar em “Enviar pelo WhatsApp”, o site monta a mensagem no seu navegador e abre o WhatsApp em uma nova aba (ou no aplicativo), com a conversa já preenchida: o texto vai no endereço da conversa (wa.me), do seu navegador direto para o WhatsApp.',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          `Nada do formulário é enviado a um servidor da ${company.name} pelo site: a mensagem só chega até nós quando você a envia no WhatsApp.`,
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'O WhatsApp, serviço da Meta, trata os dados da conversa como controlador, sob a sua própria ',
          {
            text: 'política de privacidade',
            href: 'https://www.whatsapp.com/legal/privacy-policy',
            external: true,
          },
          ', e pode armazená-los em servidores fora do Brasil.',
        ],
      },
    ],
  },
  {
    id: 'navegador',
    title: 'O que fica guardado no seu navegador',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'O site não usa cookies. Ele guarda só duas informações no armazenamento do seu navegador, que nunca são enviadas para nós:',
        ],
      },
      {
        kind: 'list',
        items: [
          [
            { code: CONTACT_DRAFT_STORAGE_KEY },
            ' (sessionStorage): o rascunho do formulário, para você não perder o que digitou se a página recarregar; é apagado ao enviar a mensagem ou fechar a aba.',
          ],
          [
            { code: THEME_STORAGE_KEY },
            ' (localStorage): o tema claro ou escuro que você escolheu, até você limpar os dados do site.',
          ],
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'Se o navegador bloquear esse armazenamento, o site funciona do mesmo jeito, sem lembrar rascunho e tema. Não usamos ferramentas de análise de audiência, pixels de publicidade nem rastreadores de terceiros.',
        ],
      },
    ],
  },
  {
    id: 'imagens-e-hospedagem',
    title: 'Imagens e hospedagem',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'As fotos do site vêm do banco de imagens Unsplash (',
          { code: imageHost },
          '), que recebe, como qualquer site, o seu endereço IP e o tipo de navegador, mas nada do formulário.',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          `O site é hospedado pela ${HOSTING_PROVIDER}, que registra cada acesso (endereço IP, data e hora, página e navegador) para entregar as páginas e proteger o site. Esses registros ficam com o provedor pelo prazo que ele define e, quando a lei exigir, pelo do art. 15 do Marco Civil da Internet (Lei nº 12.965/2014); só os consultamos para apurar falhas e incidentes de segurança, ou por ordem judicial.`,
        ],
      },
    ],
  },
  {
    id: 'retencao',
    title: 'Por quanto tempo guardamos os dados',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'As mensagens recebidas pelo WhatsApp ou por e-mail ficam guardadas enquanto forem necessárias para responder e acompanhar o seu contato:',
        ],
      },
      {
        kind: 'list',
        items: [
          [
            'sem contrato, apagamos a conversa e os seus dados em até 12 meses após a última mensagem;',
          ],
          [
            'com contrato, guardamos os dados durante a sua execução e pelos prazos legais seguintes, como os fiscais (art. 16 da LGPD);',
          ],
          ['em qualquer caso, você pode pedir a exclusão antes desses prazos.'],
        ],
      },
    ],
  },
  {
    id: 'compartilhamento',
    title: 'Com quem compartilhamos',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'Não vendemos nem cedemos os seus dados. Eles só passam por terceiros quando o contato exige:',
        ],
      },
      {
        kind: 'list',
        items: [
          ['o WhatsApp (Meta), pelo qual você escolheu enviar a mensagem;'],
          ['o nosso provedor de e-mail, quando a conversa seguir por e-mail;'],
          ['autoridades públicas, somente quando houver obrigação legal ou ordem judicial.'],
        ],
      },
    ],
  },
  {
    id: 'seguranca',
    title: 'Como protegemos os dados',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'O site só é servido por conexão criptografada (HTTPS) e não guarda dados pessoais em servidores. As mensagens ficam em contas protegidas, acessadas só por quem responde aos contatos.',
        ],
      },
    ],
  },
  {
    id: 'direitos',
    title: 'Seus direitos',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'A LGPD (art. 18) garante a você, titular dos dados, obter de nós a qualquer momento, sem custo:',
        ],
      },
      {
        kind: 'list',
        items: [
          ['confirmação de que tratamos dados seus;'],
          ['acesso aos dados que temos sobre você;'],
          ['correção de dados incompletos, inexatos ou desatualizados;'],
          [
            'anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;',
          ],
          ['portabilidade dos dados a outro fornecedor de serviço ou produto;'],
          ['eliminação dos dados tratados com o seu consentimento;'],
          ['informação sobre as entidades públicas e privadas com as quais compartilhamos dados;'],
          [
            'informação sobre a possibilidade de não dar consentimento e sobre as consequências da negativa;',
          ],
          ['revogação do consentimento, quando ele for a base do tratamento.'],
        ],
      },
    ],
  },
  {
    id: 'como-exercer',
    title: 'Como exercer seus direitos',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'Escreva ao encarregado pelo e-mail ',
          privacyEmail,
          ', dizendo qual direito quer exercer. Para proteger os seus dados, podemos pedir que confirme a sua identidade.',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'Confirmação e acesso são respondidos em até 15 dias (art. 19 da LGPD); os demais pedidos, no menor prazo possível.',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'Se o seu pedido não for atendido, você pode reclamar à ',
          {
            text: 'Autoridade Nacional de Proteção de Dados (ANPD)',
            href: 'https://www.gov.br/anpd/pt-br',
            external: true,
          },
          ' (art. 18, § 1º, da LGPD).',
        ],
      },
    ],
  },
  {
    id: 'alteracoes',
    title: 'Alterações desta política',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'Quando esta política mudar, a nova versão será publicada aqui, com a data no topo.',
        ],
      },
    ],
  },
]
