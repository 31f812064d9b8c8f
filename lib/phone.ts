function digitsOnly(value: string): string {
  return value.replace(/\D/g, '')
}

// A Brazilian national number has 10 or 11 digits, so a leading "55" on a longer number is the
// country code, not the area code 55.
export function internationalDigits(phone: string, countryCode: string): string {
  const digits = digitsOnly(phone).replace(/^0+/, '')
  if (digits.startsWith(countryCode) && digits.length > 11) return digits
  return `${countryCode}${digits}`
}

export function toE164(phone: string, countryCode: string): string {
  return `+${internationalDigits(phone, countryCode)}`
}

export function telHref(phone: string, countryCode: string): string {
  return `tel:${toE164(phone, countryCode)}`
}
