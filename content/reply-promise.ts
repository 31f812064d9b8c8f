import { promises } from './company'
import { openingHours } from './opening-hours'

/** When a visitor hears back, at a glance: beside the home page's photo and the contact title. */
export const replyPromise = {
  title: `Resposta em até ${promises.replyTime}`,
  hours: openingHours.map((slot) => `${slot.days}, ${slot.hours}`),
}
