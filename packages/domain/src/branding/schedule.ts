import { z } from 'zod';

import { WEEK_DAYS } from './week-days.js';

export { WEEK_DAYS };

export const WeekDaySchema = z.enum(WEEK_DAYS);

/** `HH:MM`, 24 h; empty on a closed day. */
export const ClockTimeSchema = z.union([
  z.literal(''),
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM'),
]);

export const ScheduleDaySchema = z.looseObject({
  day: WeekDaySchema,
  open: ClockTimeSchema.default(''),
  close: ClockTimeSchema.default(''),
  closed: z.boolean().default(false),
});

export type ScheduleDay = z.output<typeof ScheduleDaySchema>;

const open = (day: (typeof WEEK_DAYS)[number], from: string, to: string): ScheduleDay => ({
  day,
  open: from,
  close: to,
  closed: false,
});

/** Spec defaults: Monday to Friday 09:00-17:00, Saturday 10:00-14:00, Sunday closed. */
export const defaultSchedule = (): ScheduleDay[] => [
  ...WEEK_DAYS.slice(0, 5).map((day) => open(day, '09:00', '17:00')),
  open('saturday', '10:00', '14:00'),
  { day: 'sunday', open: '', close: '', closed: true },
];

export const ScheduleSchema = z.array(ScheduleDaySchema).default(defaultSchedule);
