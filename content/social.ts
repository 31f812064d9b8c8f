import { facts } from '@/content/facts'
import type { SocialLink } from './types'

export const socialLinks: SocialLink[] = [
  { name: 'LinkedIn', url: facts.profiles.linkedin, icon: 'linkedin' },
  { name: 'Instagram', url: facts.profiles.instagram, icon: 'instagram' },
  { name: 'Facebook', url: facts.profiles.facebook, icon: 'facebook' },
]
