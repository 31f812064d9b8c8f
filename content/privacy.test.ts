/** @jest-environment node */
import { CONTACT_DRAFT_STORAGE_KEY, IMAGE_HOST, THEME_STORAGE_KEY } from '../config/settings'
import { company } from './company'
import { pages, sectionHref } from './pages'
import { emailProvider, privacySections } from './privacy'
import type { Company, Inline, PolicyBlock, PolicySection, RichText } from './types'

// What the LGPD notice must say, read from the content the page renders. The page itself (that
// each section, fact and link reaches the visitor) is e2e/privacy.spec.ts's.

const inlineText = (part: Inline) =>
  typeof part === 'string' ? part : 'code' in part ? part.code : part.text
const plain = (text: RichText) => text.map(inlineText).join('')

function blockTexts(block: PolicyBlock): string[] {
  if (block.kind === 'paragraph') return [plain(block.text)]
  if (block.kind === 'list') return block.items.map(plain)
  return block.items.map((item) => `${item.term}: ${plain(item.detail)}`)
}

function blockInlines(block: PolicyBlock): Inline[] {
  if (block.kind === 'paragraph') return block.text
  if (block.kind === 'list') return block.items.flat()
  return block.items.flatMap((item) => item.detail)
}

const isLink = (part: Inline): part is Extract<Inline, { href: string }> =>
  typeof part !== 'string' && 'href' in part

function sectionOf(sections: PolicySection[], id: string) {
  const section = sections.find((candidate) => candidate.id === id)
  if (!section) throw new Error(`no section #${id}`)
  const lines = section.blocks.flatMap(blockTexts)
  const links = section.blocks.flatMap(blockInlines).filter(isLink)
  return { text: lines.join('\n'), lines, links }
}

const section = (id: string) => sectionOf(privacySections, id)

/** The line of a section that mentions `words`. */
const lineWith = (id: string, words: string) => {
  const line = section(id).lines.find((candidate) => candidate.includes(words))
  if (!line) throw new Error(`#${id} has no line with "${words}"`)
  return line
}

/** The notice's sections, written for a company whose data protection is `dataProtection`. */
function sectionsFor(dataProtection: Company['dataProtection']): PolicySection[] {
  let sections: PolicySection[] = []
  jest.isolateModules(() => {
    jest.doMock('./company', () => ({ company: { ...company, dataProtection } }))
    sections = jest.requireActual<typeof import('./privacy')>('./privacy').privacySections
    jest.dontMock('./company')
  })
  return sections
}

describe('the privacy notice (LGPD)', () => {
  it('names the controller: legal name, CNPJ, address and e-mail (art. 9, III and IV)', () => {
    const { text, links } = section('controlador')
    const { address } = company
    expect(text).toContain(`Razão social: ${company.legalName}`)
    expect(text).toContain(`CNPJ: ${company.cnpj}`)
    for (const part of [address.street, address.district, address.city, address.postalCode]) {
      expect(lineWith('controlador', 'Endereço')).toContain(part)
    }
    expect(links).toContainEqual({ text: company.email, href: `mailto:${company.email}` })
  })

  it('gives a small agent’s privacy channel, or the encarregado by name (art. 41)', () => {
    const channel = sectionOf(sectionsFor({ kind: 'channel' }), 'controlador')
    expect(channel.text).toContain('Canal de privacidade')
    expect(channel.text).toContain('Resolução CD/ANPD nº 2/2022, art. 11')
    expect(channel.links).toContainEqual({
      text: company.privacyEmail,
      href: `mailto:${company.privacyEmail}`,
    })
    const officer = sectionOf(sectionsFor({ kind: 'officer', name: 'Maria Prado' }), 'controlador')
    expect(officer.text).toContain(`Encarregado: Maria Prado, ${company.privacyEmail}`)
    expect(officer.text).toContain('art. 41 da LGPD')
    expect(officer.text).not.toContain('dispensada')
  })

  it('says what data reaches the company, by which way, and what for (art. 9, I)', () => {
    expect(lineWith('dados-tratados', 'pelo formulário')).toContain(
      'nome, e-mail, telefone (opcional), assunto e mensagem',
    )
    expect(lineWith('dados-tratados', 'pelo WhatsApp')).toContain(
      'o seu número, o nome do seu perfil',
    )
    expect(lineWith('dados-tratados', 'pelo WhatsApp')).toContain('botão flutuante')
    expect(section('dados-tratados').text).toContain('por e-mail ou telefone')
    expect(section('dados-tratados').links).toContainEqual({
      text: 'Hospedagem e imagens',
      href: sectionHref('privacy', 'hospedagem'),
    })
    expect(section('dados-tratados').text).toContain('nunca para publicidade')
  })

  it('gives each use its legal basis, none of them consent (art. 7)', () => {
    expect(section('base-legal').text).toContain('nenhum depende do seu consentimento')
    for (const [use, basis] of [
      ['responder a quem nos procura', 'legítimo interesse (art. 7º, IX)'],
      ['quando você mesmo for a parte contratante', '(art. 7º, V)'],
      ['o que a lei exige', 'obrigação legal (art. 7º, II)'],
    ] as const) {
      expect(lineWith('base-legal', use)).toContain(basis)
    }
  })

  it('explains the WhatsApp hand-off: nothing passes through a server of the company', () => {
    const { text } = section('whatsapp')
    expect(text).toContain('abre o WhatsApp em uma nova aba')
    expect(text).toContain('os dados do formulário não passam por nenhum servidor nosso')
    expect(text).toContain('Meta')
  })

  it('names the two storage keys it keeps in the browser, and no cookies', () => {
    expect(section('navegador').text).toContain('O site não usa cookies')
    const draft = lineWith('navegador', CONTACT_DRAFT_STORAGE_KEY)
    expect(draft).toContain('sessionStorage')
    expect(draft).toContain('apagado quando você toca em “Enviar pelo WhatsApp”')
    expect(draft).toContain('fecha a aba')
    expect(lineWith('navegador', THEME_STORAGE_KEY)).toContain('localStorage')
  })

  it('says what the host and the image host receive, the search terms included', () => {
    const { text } = section('hospedagem')
    expect(text).toContain('Vercel Inc., operadora que trata dados em nosso nome')
    for (const fact of ['endereço IP', 'navegador', 'data e a hora', `${pages.search.path}?q=`]) {
      expect(text).toContain(fact)
    }
    expect(text).toContain('pelo prazo do plano contratado')
    expect(text).not.toContain('Marco Civil')
    expect(text).toContain(new URL(IMAGE_HOST).host)
  })

  it('says how long the data is kept (art. 9, II, and art. 16)', () => {
    expect(section('retencao').text).toContain('em até 12 meses após a última mensagem')
    expect(section('retencao').text).toContain('art. 16 da LGPD')
  })

  it('names whom the data is shared with, the e-mail provider by name (art. 9, V)', () => {
    const { lines } = section('compartilhamento')
    for (const recipient of ['Vercel Inc.', 'WhatsApp (Meta)', 'autoridades públicas']) {
      expect(lines.filter((line) => line.includes(recipient))).toHaveLength(1)
    }
    expect(lineWith('compartilhamento', 'provedor de e-mail')).toContain(emailProvider)
  })

  it('says what leaves Brazil and under which safeguard (art. 33)', () => {
    const { text } = section('transferencia-internacional')
    expect(text).toContain('fora do Brasil')
    expect(text).toContain('art. 33')
    expect(text).toContain('cláusulas-padrão contratuais')
    expect(text).toContain('Resolução CD/ANPD nº 19/2024')
  })

  it('lists every right of art. 18, objection included, and no consent to revoke', () => {
    const { text, lines } = section('direitos')
    expect(text).toContain('art. 18')
    for (const right of [
      'confirmação',
      'acesso aos dados',
      'correção',
      'anonimização, bloqueio ou eliminação',
      'portabilidade',
      'entidades públicas e privadas com as quais compartilhamos',
      'oposição',
    ]) {
      expect(lines.filter((line) => line.includes(right))).toHaveLength(1)
    }
    expect(lineWith('direitos', 'oposição')).toContain('art. 18, § 2º')
    expect(text).not.toContain('revogação')
  })

  it('says how to exercise them, within art. 19’s time, and how to petition the ANPD', () => {
    const { text, links } = section('como-exercer')
    const officer = { kind: 'officer', name: 'Maria Prado' } as const
    expect(sectionOf(sectionsFor({ kind: 'channel' }), 'como-exercer').text).toContain(
      'Escreva ao canal de privacidade',
    )
    expect(sectionOf(sectionsFor(officer), 'como-exercer').text).toContain('Escreva ao encarregado')
    expect(links).toContainEqual({
      text: company.privacyEmail,
      href: `mailto:${company.privacyEmail}`,
    })
    expect(text).toContain('de imediato, em formato simplificado')
    expect(text).toContain('em até 15 dias')
    const anpd = links.find((link) =>
      link.text.includes('Autoridade Nacional de Proteção de Dados'),
    )
    expect(anpd?.external).toBe(true)
    expect(new URL(anpd!.href).host).toBe('www.gov.br')
    expect(text).toContain('depois de um pedido feito a nós')
  })
})

/** The notice's section on measuring visits, in a build with NEXT_PUBLIC_ANALYTICS=`analytics`. */
function measurementIn(analytics: string): ReturnType<typeof sectionOf> {
  const saved = process.env.NEXT_PUBLIC_ANALYTICS
  process.env.NEXT_PUBLIC_ANALYTICS = analytics
  try {
    let sections: PolicySection[] = []
    jest.isolateModules(() => {
      sections = jest.requireActual<typeof import('./privacy')>('./privacy').privacySections
    })
    return sectionOf(sections, 'medicao-de-visitas')
  } finally {
    process.env.NEXT_PUBLIC_ANALYTICS = saved
  }
}

describe('the notice on measuring visits', () => {
  it('of a build that measures: what, with what, on which basis, where, and that GPC is honoured', () => {
    const { text, links } = measurementIn('vercel')
    for (const fact of [
      'Vercel Web Analytics',
      'Vercel Speed Insights',
      'nunca o termo buscado',
      'não usa cookies',
      'não identifica ninguém',
      'legítimo interesse (art. 7º, IX, da LGPD)',
      'fora do Brasil',
      'Global Privacy Control',
    ]) {
      expect(text).toContain(fact)
    }
    expect(links.map((link) => link.href)).toEqual([
      sectionHref('privacy', 'transferencia-internacional'),
      sectionHref('privacy', 'como-exercer'),
    ])
  })

  it('of a build that does not: that nothing is measured', () => {
    const { text } = measurementIn('')
    expect(text).toContain('O site não mede as visitas')
    expect(text).not.toContain('Vercel Web Analytics')
  })
})
