/** @jest-environment node */
import { IMAGE_HOST } from '../config/settings'
import { facts } from '@/content/facts'
import * as companyModule from './company'
import { searchHref } from './pages'
import { privacySections } from './privacy'
import type { Company, Inline, PolicyBlock, PolicySection } from './types'

const { company } = companyModule

// Each fact the notice names is read from where the code reads it: the owner may reword freely.

const inlines = (block: PolicyBlock): Inline[] =>
  block.kind === 'paragraph'
    ? block.text
    : block.kind === 'list'
      ? block.items.flat()
      : block.items.flatMap((item) => [item.term, ...item.detail])
const textOf = (part: Inline) =>
  typeof part === 'string' ? part : 'code' in part ? part.code : `${part.text} <${part.href}>`
const sectionText = (sections: PolicySection[], id: string) =>
  sections
    .find((section) => section.id === id)!
    .blocks.flatMap(inlines)
    .map(textOf)
    .join('')

function sectionsFor(dataProtection: Company['dataProtection']): PolicySection[] {
  let sections: PolicySection[] = []
  jest.isolateModules(() => {
    jest.doMock('./company', () => ({ ...companyModule, company: { ...company, dataProtection } }))
    sections = jest.requireActual<typeof import('./privacy')>('./privacy').privacySections
    jest.dontMock('./company')
  })
  return sections
}

describe('the privacy notice (LGPD)', () => {
  it('has a section for each thing art. 9 asks it to say', () => {
    const asked = `controlador dados-tratados base-legal navegador hospedagem retencao
      compartilhamento transferencia-internacional direitos como-exercer`.split(/\s+/)
    expect(privacySections.map((section) => section.id)).toEqual(expect.arrayContaining(asked))
  })

  it('names the controller by the facts of content/', () => {
    const text = sectionText(privacySections, 'controlador')
    for (const fact of [
      company.legalName,
      facts.cnpj,
      company.email,
      ...Object.values(facts.address),
    ])
      expect(text).toContain(fact)
  })

  // The browser storage keys: privacy.spec's 'the notice is true', on the page.
  it('names the hosts the code uses', () => {
    const hosting = sectionText(privacySections, 'hospedagem')
    expect(hosting).toContain(new URL(IMAGE_HOST).host)
    expect(hosting).toContain(searchHref(''))
    expect(sectionText(privacySections, 'compartilhamento')).toContain(facts.emailProvider)
  })

  it('gives the privacy channel, or the encarregado by name, with the privacy e-mail', () => {
    const channel = sectionText(sectionsFor({ kind: 'channel' }), 'controlador')
    const officer = sectionText(
      sectionsFor({ kind: 'officer', name: 'Maria Prado' }),
      'controlador',
    )
    for (const text of [channel, officer]) expect(text).toContain(`mailto:${company.privacyEmail}`)
    expect(officer).toContain('Maria Prado')
    expect(channel).not.toContain('Maria Prado')
  })
})
