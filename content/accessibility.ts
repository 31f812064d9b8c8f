import { company, promises } from './company'
import { companyLinks } from './company-links'
import { facts } from '@/content/facts'
import { pages, sectionHref } from './pages'
import type { PolicySection } from './types'

export const accessibilityPage = {
  eyebrow: 'Declaração de acessibilidade',
  title: pages.accessibility.title,
  lead: `O compromisso da ${company.name} com um site que todas as pessoas consigam usar, como ele é avaliado e como nos avisar de uma barreira.`,
  updatedLabel: 'Atualizada em',
  updatedAt: facts.accessibilityUpdatedAt,
  evaluatedLabel: 'Última avaliação em',
  evaluatedAt: facts.accessibilityEvaluatedAt,
  action: { label: 'Relatar uma barreira', href: sectionHref('accessibility', 'relatar') },
}

export const accessibilitySections: PolicySection[] = [
  {
    id: 'compromisso',
    title: 'Nosso compromisso',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'Queremos que qualquer pessoa consiga usar este site, inclusive com leitor de tela, só pelo teclado, com ampliação ou sem JavaScript, como pede a Lei Brasileira de Inclusão (Lei nº 13.146/2015, art. 63).',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'A meta é atender à norma ABNT NBR 17225:2025, que segue o nível AA das Diretrizes de Acessibilidade para Conteúdo Web (WCAG 2.2) do W3C. As avaliações abaixo não encontraram barreiras nas páginas do site, mas não substituem uma auditoria completa com pessoas que usam tecnologias assistivas.',
        ],
      },
    ],
  },
  {
    id: 'avaliacao',
    title: 'Como o site é avaliado',
    blocks: [
      { kind: 'paragraph', text: ['A cada nova versão, testes automáticos conferem:'] },
      {
        kind: 'list',
        items: [
          [
            'todas as páginas com o axe (critérios A e AA das WCAG 2.0, 2.1 e 2.2), nos temas claro e escuro, em telas de computador e de celular, com o menu aberto e com o formulário mostrando erros;',
          ],
          ['o código de todas as páginas, com o html-validate e o validador do W3C;'],
          [
            'a navegação pelo teclado, com foco visível em cada elemento, títulos em ordem e regiões da página identificadas;',
          ],
          ['todas as páginas sem JavaScript, com menu, busca e links de contato funcionando;'],
          [
            'áreas de toque de pelo menos 44\u00a0×\u00a044\u00a0px no celular, nenhuma rolagem horizontal de 360 a 1440\u00a0px e a preferência por movimento reduzido.',
          ],
        ],
      },
      {
        kind: 'paragraph',
        text: ['Na última avaliação manual, no Chromium, conferimos em todas as páginas:'],
      },
      {
        kind: 'list',
        items: [
          ['o uso completo só pelo teclado: menu, busca, formulário e links;'],
          [
            'os nomes que leitores de tela anunciam, na árvore de acessibilidade do navegador (sem um leitor de tela real);',
          ],
          ['a leitura e a navegação com o JavaScript desligado;'],
          ['a troca de página sem deslizar, com movimento reduzido;'],
          ['o zoom de 200% e a tela de 320\u00a0px, sem rolagem horizontal nem conteúdo cortado.'],
        ],
      },
    ],
  },
  {
    id: 'limitacoes',
    title: 'Limitações conhecidas',
    blocks: [
      {
        kind: 'list',
        items: [
          [
            'O WhatsApp, o Google Maps (em “Como chegar”) e as redes sociais são serviços de terceiros: a acessibilidade deles não depende de nós.',
          ],
          [
            'As fotos vêm de um banco de imagens externo (Unsplash); se ele falhar, a foto não aparece, mas a descrição dela continua lá.',
          ],
          [
            'O formulário de contato precisa de JavaScript; sem ele, a página oferece os links de WhatsApp, telefone e e-mail.',
          ],
          [
            'Sem JavaScript, as páginas aparecem no tema escuro e o botão que troca o tema não é mostrado.',
          ],
        ],
      },
    ],
  },
  {
    id: 'relatar',
    title: 'Encontrou uma barreira?',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'Conte qual página e o que aconteceu pelo e-mail ',
          { text: company.email, href: companyLinks.mailto },
          ' ou pelo ',
          {
            text: `WhatsApp ${company.phone}`,
            href: companyLinks.chat,
            external: true,
          },
          `. Respondemos em até ${promises.replyTime} e, enquanto corrigimos, enviamos a informação de que você precisa pelo meio que preferir.`,
        ],
      },
    ],
  },
]
