const digits = (text: string) => text.replace(/\D/g, '')

/** Whether a link's words already give where it goes (the e-mail, the number, the address), so
 * that paper, which writes a link's target after it, need not say it twice. */
export function wordsGiveAddress(text: string, href: string): boolean {
  if (href.startsWith('tel:')) return digits(text) !== '' && digits(href).endsWith(digits(text))
  return text.trim() === href.replace(/^mailto:/, '')
}
