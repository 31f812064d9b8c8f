import { company } from './company'
import { newTab } from './shell'

/** A conversation about one service, from its card: WhatsApp with the service named. */
export const serviceChat = {
  label: 'Conversar no WhatsApp',
  accessibleLabel: (service: string) => `Conversar no WhatsApp sobre ${service} ${newTab}`,
  text: (service: string) =>
    `Olá! Vim pelo site da ${company.name} e quero conversar sobre ${service.toLowerCase()}.`,
}
