import type { DayOfWeek, OpeningHours } from './types'

const dayNames: Record<DayOfWeek, string> = {
  Monday: 'Segunda',
  Tuesday: 'Terça',
  Wednesday: 'Quarta',
  Thursday: 'Quinta',
  Friday: 'Sexta',
  Saturday: 'Sábado',
  Sunday: 'Domingo',
}
const week = Object.keys(dayNames) as DayOfWeek[]

// "às segundas", "aos sábados": the weekend's days are masculine.
const weekly = (day: DayOfWeek) =>
  `${day === 'Saturday' || day === 'Sunday' ? 'aos' : 'às'} ${dayNames[day].toLowerCase()}s`

type Slot = { from: DayOfWeek; to?: DayOfWeek; opens: string; closes: string }

const slots: Slot[] = [
  { from: 'Monday', to: 'Friday', opens: '08:00', closes: '18:00' },
  { from: 'Saturday', opens: '08:00', closes: '12:00' },
]

// '08:00' → '8h', '08:30' → '8h30'
const clock = (time: string) =>
  time.replace(/^0?(\d+):(\d\d)$/, (_, h: string, m: string) =>
    m === '00' ? `${h}h` : `${h}h${m}`,
  )

const daysOf = ({ from, to }: Slot) => (to ? `${dayNames[from]} a ${dayNames[to]}` : dayNames[from])
const hoursOf = ({ opens, closes }: Slot) => `${clock(opens)} às ${clock(closes)}`

export const openingHours: OpeningHours[] = slots.map((slot) => ({
  days: daysOf(slot),
  hours: hoursOf(slot),
  dayOfWeek: week.slice(week.indexOf(slot.from), week.indexOf(slot.to ?? slot.from) + 1),
  opens: slot.opens,
  closes: slot.closes,
}))

export const openingHoursSentence = new Intl.ListFormat('pt-BR').format(
  slots.map(
    (slot) =>
      `${slot.to ? `de ${daysOf(slot).toLowerCase()}` : weekly(slot.from)} das ${hoursOf(slot)}`,
  ),
)
