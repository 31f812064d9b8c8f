import { internationalDigits, telHref, toE164 } from './phone'

describe('phone helpers', () => {
  it('keeps digits only', () => {
    expect(internationalDigits('+55 (67) 3000-0000 ramal', '55')).toBe('556730000000')
  })

  it('adds the country code to a national number', () => {
    expect(internationalDigits('(67) 98765-4321', '55')).toBe('5567987654321')
    expect(internationalDigits('(67) 3000-0000', '55')).toBe('556730000000')
  })

  it('keeps a country code that is already there', () => {
    expect(internationalDigits('+55 (67) 98765-4321', '55')).toBe('5567987654321')
    expect(internationalDigits('55 67 3000 0000', '55')).toBe('556730000000')
    expect(internationalDigits('0055 67 3000-0000', '55')).toBe('556730000000')
  })

  it('treats area code 55 as an area code, not the country code', () => {
    expect(internationalDigits('(55) 98765-4321', '55')).toBe('5555987654321')
  })

  it('drops a national trunk zero', () => {
    expect(internationalDigits('0 (67) 3000-0000', '55')).toBe('556730000000')
  })

  it('formats E.164 and tel: links', () => {
    expect(toE164('(67) 3000-0000', '55')).toBe('+556730000000')
    expect(telHref('(67) 3000-0000', '55')).toBe('tel:+556730000000')
  })
})
