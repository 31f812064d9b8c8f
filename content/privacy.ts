import { CONTACT_DRAFT_STORAGE_KEY, IMAGE_HOST, THEME_STORAGE_KEY } from '../config/settings'
import { company } from './company'
import { facts } from '@/content/facts'
import { pages, searchHref, sectionHref } from './pages'
import { measurementSection, withMeasurementDate } from './privacy-measurement'
import type { PolicySection, RichText } from './types'

const { address, dataProtection } = company

const privacyEmail = { text: company.privacyEmail, href: `mailto:${company.privacyEmail}` }
const imageHost = new URL(IMAGE_HOST).host

/** Who hosts the site and keeps its access logs: replace if the site moves to another host. */
const HOSTING_PROVIDER = 'Vercel Inc.'

/** What the transfers abroad rest on (LGPD art. 33): confirm before launch (see README). */
const TRANSFER_SAFEGUARD =
  'seguem as cláusulas-padrão contratuais aprovadas pela ANPD (art. 33, II, b, da LGPD; Resolução CD/ANPD nº 19/2024)'

const ANPD_PETITION_URL =
  'https://www.gov.br/anpd/pt-br/canais_atendimento/cidadao-titular-de-dados/peticao-de-titular-contra-controlador-de-dados'

const HOSTING_ID = 'hospedagem'

const privacyContact =
  dataProtection.kind === 'officer'
    ? {
        term: 'Encarregado',
        detail: [`${dataProtection.name}, `, privacyEmail] satisfies RichText,
        role: 'O encarregado pelo tratamento de dados pessoais (art. 41 da LGPD) atende os seus pedidos, dúvidas e reclamações e fala com a ANPD em nome da empresa.',
        addressee: 'ao encarregado',
      }
    : {
        term: 'Canal de privacidade',
        detail: [privacyEmail] satisfies RichText,
        role: `Como agente de tratamento de pequeno porte, a ${company.name} está dispensada de indicar encarregado (Resolução CD/ANPD nº 2/2022, art. 11): o canal de privacidade atende os seus pedidos, dúvidas e reclamações.`,
        addressee: 'ao canal de privacidade',
      }

export const privacyPage = {
  eyebrow: 'Privacidade e LGPD',
  title: 'Política de Privacidade',
  lead: `Como a ${company.name} trata os dados pessoais de quem visita o site e fala conosco, conforme a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018).`,
  updatedLabel: 'Atualizada em',
  // content/facts.ts: update it with every change below.
  updatedAt: withMeasurementDate(facts.privacyUpdatedAt),
  tocTitle: 'Nesta página',
  action: { label: 'Exercer seus direitos', href: sectionHref('privacy', 'como-exercer') },
}

export const privacySections: PolicySection[] = [
  {
    id: 'controlador',
    title: 'Quem é o controlador dos dados',
    blocks: [
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
          { term: privacyContact.term, detail: privacyContact.detail },
        ],
      },
      { kind: 'paragraph', text: [privacyContact.role] },
    ],
  },
  {
    id: 'dados-tratados',
    title: 'Quais dados tratamos e para quê',
    blocks: [
      {
        kind: 'paragraph',
        text: ['Tratamos o que você nos envia e os dados técnicos das visitas:'],
      },
      {
        kind: 'list',
        items: [
          [
            'pelo formulário da página ',
            { text: pages.contact.navLabel, href: pages.contact.path },
            ': nome, e-mail, telefone (opcional), assunto e mensagem;',
          ],
          [
            'pelo WhatsApp (o formulário ou qualquer botão ou link de WhatsApp do site): o seu número, o nome do seu perfil e o que você escrever;',
          ],
          ['por e-mail ou telefone: o seu endereço ou número e o que você nos disser;'],
          [
            'em toda visita: os dados de acesso que a hospedagem registra (veja ',
            { text: 'Hospedagem e imagens', href: sectionHref('privacy', HOSTING_ID) },
            ').',
          ],
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'Usamos esses dados para responder ao seu contato ou pedido de orçamento, preparar propostas e manter o site no ar, nunca para publicidade.',
        ],
      },
    ],
  },
  {
    id: 'base-legal',
    title: 'Com que base legal',
    blocks: [
      {
        kind: 'paragraph',
        text: ['Cada uso tem uma base na LGPD, e nenhum depende do seu consentimento:'],
      },
      {
        kind: 'list',
        items: [
          [
            'responder a quem nos procura e manter o site no ar e seguro: legítimo interesse (art. 7º, IX);',
          ],
          [
            'preparar proposta ou contrato quando você mesmo for a parte contratante: procedimentos preliminares a contrato, a seu pedido (art. 7º, V);',
          ],
          [
            'guardar o que a lei exige, como documentos fiscais: cumprimento de obrigação legal (art. 7º, II).',
          ],
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
          'Ao tocar em “Enviar pelo WhatsApp”, o seu navegador monta a mensagem e abre o WhatsApp em uma nova aba (ou no aplicativo) com a conversa preenchida. O texto vai no endereço da conversa (wa.me), do seu aparelho ao WhatsApp: os dados do formulário não passam por nenhum servidor nosso e só chegam até nós quando você envia a mensagem.',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'O WhatsApp é um serviço da Meta, que, como controladora, trata os dados de quem usa o serviço conforme a ',
          {
            text: 'política de privacidade do WhatsApp',
            href: 'https://www.whatsapp.com/legal/privacy-policy',
            external: true,
          },
          '.',
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
          'O site não usa cookies. Ele guarda só duas informações no armazenamento do seu navegador, que não saem do seu aparelho:',
        ],
      },
      {
        kind: 'list',
        items: [
          [
            { code: CONTACT_DRAFT_STORAGE_KEY },
            ' (sessionStorage): o rascunho do formulário de contato, caso a página recarregue; é apagado quando você toca em “Enviar pelo WhatsApp” com o formulário completo ou fecha a aba.',
          ],
          [
            { code: THEME_STORAGE_KEY },
            ' (localStorage): o tema claro ou escuro que você escolheu, até você limpar os dados do site.',
          ],
        ],
      },
    ],
  },
  {
    id: HOSTING_ID,
    title: 'Hospedagem e imagens',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          `O site é hospedado pela ${HOSTING_PROVIDER}, operadora que trata dados em nosso nome para entregar as páginas e proteger o site. A cada visita, ela recebe o seu endereço IP, o navegador e o sistema usados, a data e a hora e o endereço pedido, inclusive os termos da busca do site (`,
          { code: searchHref('') },
          ').',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'Ela guarda esses registros pelo prazo do plano contratado; só os consultamos para investigar falhas e incidentes de segurança ou cumprir ordem judicial.',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'As fotos vêm do Unsplash (',
          { code: imageHost },
          '), que recebe o seu endereço IP e dados do navegador ao entregá-las, mas nada do que você digita no site.',
        ],
      },
    ],
  },
  measurementSection,
  {
    id: 'retencao',
    title: 'Por quanto tempo guardamos os dados',
    blocks: [
      {
        kind: 'paragraph',
        text: ['Guardamos conversas e e-mails enquanto forem necessários ao seu contato:'],
      },
      {
        kind: 'list',
        items: [
          [
            'sem contrato, apagamos a conversa e os seus dados em até 12\u00a0meses após a última mensagem;',
          ],
          [
            'com contrato, guardamos os dados durante a sua execução e, depois, pelos prazos que a lei exige, como os fiscais (art. 16 da LGPD);',
          ],
          [
            'você pode pedir a eliminação antes desses prazos, exceto do que a lei nos obriga a guardar.',
          ],
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
          'Não vendemos nem cedemos os seus dados. Eles só passam por quem mantém o site e o contato:',
        ],
      },
      {
        kind: 'list',
        items: [
          [`a ${HOSTING_PROVIDER}, que hospeda o site;`],
          ['o WhatsApp (Meta), pelo qual você escolheu falar conosco;'],
          [
            `o nosso provedor de e-mail, ${facts.emailProvider}, quando a conversa segue por e-mail;`,
          ],
          ['autoridades públicas, somente por obrigação legal ou ordem judicial.'],
        ],
      },
    ],
  },
  {
    id: 'transferencia-internacional',
    title: 'Dados fora do Brasil',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          `A hospedagem, o WhatsApp e o provedor de e-mail tratam dados fora do Brasil. Para a ${HOSTING_PROVIDER} e o provedor de e-mail, que agem em nosso nome, as transferências ${TRANSFER_SAFEGUARD}; no WhatsApp, ficam a cargo da Meta, controladora do serviço.`,
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
          'O site só é servido por conexão criptografada (HTTPS) e não guarda os dados do formulário em servidor algum. Conversas e e-mails ficam em contas protegidas, acessadas só por quem responde aos contatos.',
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
          'A LGPD (art. 18) garante a você, titular dos dados, obter de nós, a qualquer momento e sem custo:',
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
          ['informação sobre as entidades públicas e privadas com as quais compartilhamos dados;'],
          [
            'oposição a um tratamento feito sem o seu consentimento, se ele descumprir a lei (art. 18, § 2º).',
          ],
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
          `Escreva ${privacyContact.addressee} pelo e-mail `,
          privacyEmail,
          ', dizendo qual direito quer exercer; podemos pedir que confirme a sua identidade.',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'Confirmação e acesso saem de imediato, em formato simplificado, ou em até 15\u00a0dias do pedido, em declaração completa com a origem dos dados, os critérios e a finalidade (art. 19 da LGPD). Os demais pedidos, no menor prazo possível; se algo impedir o atendimento imediato, dizemos o motivo.',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'Se o seu pedido não for atendido, você pode apresentar uma ',
          {
            text: 'petição à Autoridade Nacional de Proteção de Dados (ANPD)',
            href: ANPD_PETITION_URL,
            external: true,
          },
          ' (art. 18, § 1º), que só a recebe depois de um pedido feito a nós.',
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
