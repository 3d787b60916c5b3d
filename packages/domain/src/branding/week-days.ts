// No zod here: the about page reads the week through this, and its chunk stays small.

/** The schedule's days, Monday first (branding `schedule`, the about page's table). */
export const WEEK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
