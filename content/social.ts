import type { SocialLink } from './types'

export const socialLinks: SocialLink[] = [
  { name: 'LinkedIn', url: 'https://www.linkedin.com/company/ipesoftware', icon: 'linkedin' },
  { name: 'Instagram', url: 'https://www.instagram.com/ipesoftware', icon: 'instagram' },
  { name: 'Facebook', url: 'https://www.facebook.com/ipesoftware', icon: 'facebook' },
]
