import { ANALYTICS } from '../config/settings'
import { company } from './company'
import { sectionHref } from './pages'
import type { PolicySection } from './types'

// One heading in both versions, so that links to the section find it in either build.
const heading = { id: 'medicao-de-visitas', title: 'Medição de visitas' }

// updatedAt: the day each version's text last changed (docs/measurement.md).
const versions: Record<
  'measuring' | 'notMeasuring',
  { updatedAt: string; section: PolicySection }
> = {
  measuring: {
    updatedAt: '2026-11-24',
    section: {
      ...heading,
      blocks: [
        {
          kind: 'paragraph',
          text: [
            `Para saber quantas pessoas visitam o site, de onde chegam, o que leem e por qual caminho entram em contato, a ${company.name} mede as visitas e o uso dos links de contato com o Vercel Web Analytics, e a velocidade das páginas no seu aparelho com o Vercel Speed Insights, serviços da Vercel Inc. servidos pelo próprio endereço do site. Eles recebem:`,
          ],
        },
        {
          kind: 'list',
          items: [
            [
              'a página aberta, sem nada do que vem depois do “?” no endereço (como o termo de uma busca) e sem o endereço exato de páginas que não existem;',
            ],
            ['o endereço do site de onde você veio, quando o navegador o informa;'],
            ['o país, o tipo de aparelho, o sistema operacional e o navegador;'],
            [
              'o envio do formulário para o WhatsApp e os toques nos links de WhatsApp, telefone e e-mail, com o lugar da página em que estavam;',
            ],
            ['o número de resultados de cada busca do site, nunca o termo buscado;'],
            ['os tempos de carregamento e de resposta das páginas (Core Web Vitals).'],
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Nada do que você digita no formulário ou na busca é enviado. A medição não usa cookies e não identifica ninguém: as visitas são contadas em conjunto, sem formar um perfil de quem visita. Não usamos pixels de publicidade nem rastreadores de terceiros.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'A base legal é o legítimo interesse (art. 7º, IX, da LGPD): entender como o site é usado para melhorá-lo, com o mínimo de dados e sem identificar você. A Vercel trata esses dados em nosso nome, fora do Brasil, nas condições descritas em “',
            {
              text: 'Dados fora do Brasil',
              href: sectionHref('privacy', 'transferencia-internacional'),
            },
            '”.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Se o seu navegador enviar o sinal Global Privacy Control (GPC), a sua visita não é medida: os scripts de medição nem são carregados. Você também pode se opor à medição pelos canais da seção “',
            { text: 'Como exercer seus direitos', href: sectionHref('privacy', 'como-exercer') },
            '”.',
          ],
        },
      ],
    },
  },
  notMeasuring: {
    updatedAt: '2026-11-24',
    section: {
      ...heading,
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'O site não mede as visitas: não usa ferramentas de análise de audiência nem de desempenho, não conta cliques e não carrega nenhum script de estatísticas. Não usamos pixels de publicidade nem rastreadores de terceiros.',
          ],
        },
      ],
    },
  },
}

const version = ANALYTICS ? versions.measuring : versions.notMeasuring

export const measurementSection: PolicySection = version.section

export function withMeasurementDate(updatedAt: string): string {
  return version.updatedAt > updatedAt ? version.updatedAt : updatedAt
}
