import { launchFixture } from './launch-fixture'
import type { SocialLink } from './types'

/** The company's profiles: stand-ins until the real ones are written here (content/stand-ins.ts). */
const profiles: SocialLink[] = [
  { name: 'LinkedIn', url: 'https://www.linkedin.com/company/ipesoftware', icon: 'linkedin' },
  { name: 'Instagram', url: 'https://www.instagram.com/ipesoftware', icon: 'instagram' },
  { name: 'Facebook', url: 'https://www.facebook.com/ipesoftware', icon: 'facebook' },
]

/** The profiles above; in the launch-edit test build, other addresses in place of the stand-ins. */
export const socialLinks: SocialLink[] = launchFixture?.socialLinks(profiles) ?? profiles
