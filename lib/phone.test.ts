import { internationalDigits, telHref } from './phone'

const digits = (phone: string) => internationalDigits(phone, '55')

describe('phone helpers', () => {
  it('adds the country code to a national number, dropping everything but digits', () => {
    expect(digits('(67) 98765-4321')).toBe('5567987654321')
    expect(digits('(67) 3000-0000 ramal')).toBe('556730000000')
    expect(digits('0 (67) 3000-0000')).toBe('556730000000')
  })

  it('keeps a country code that is already there, but reads a leading 55 area code as one', () => {
    expect(digits('+55 (67) 98765-4321')).toBe('5567987654321')
    expect(digits('0055 67 3000-0000')).toBe('556730000000')
    expect(digits('(55) 98765-4321')).toBe('5555987654321')
  })

  it('writes a tel: link in E.164', () => {
    expect(telHref('(67) 3000-0000', '55')).toBe('tel:+556730000000')
  })
})
