import { newTab } from './shell'

/** A conversation about one service, from its card: WhatsApp, with the service's own `chat`. */
export const serviceChat = {
  label: 'Conversar no WhatsApp',
  accessibleLabel: (service: string) => `Conversar no WhatsApp sobre ${service} ${newTab}`,
}
