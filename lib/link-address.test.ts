import { wordsGiveAddress } from './link-address'

describe('wordsGiveAddress', () => {
  it('knows an e-mail, a number or an address written as the link', () => {
    expect(wordsGiveAddress('contato@empresa.com.br', 'mailto:contato@empresa.com.br')).toBe(true)
    expect(wordsGiveAddress('(67) 98765-4321', 'tel:+5567987654321')).toBe(true)
    expect(wordsGiveAddress('Fixo: (67) 3000-0000', 'tel:+556730000000')).toBe(true)
    expect(wordsGiveAddress('https://gov.br/anpd', 'https://gov.br/anpd')).toBe(true)
  })

  it('leaves a link named in other words to print its target', () => {
    expect(wordsGiveAddress('Escreva para nós', 'mailto:contato@empresa.com.br')).toBe(false)
    expect(wordsGiveAddress('Ligue para nós', 'tel:+5567987654321')).toBe(false)
    expect(wordsGiveAddress('WhatsApp (67) 98765-4321', 'https://wa.me/5567987654321')).toBe(false)
    expect(wordsGiveAddress('política do WhatsApp', 'https://www.whatsapp.com/legal')).toBe(false)
  })
})
