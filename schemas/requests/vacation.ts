import { z } from 'zod';

/** A vacation's message to buyers is at most this long (issue 19 item 6). */
export const VACATION_MESSAGE_MAX = 500;

/** A calendar day as YYYY-MM-DD. */
const calendarDaySchema = z.iso.date({ message: 'Enter a date' });

/**
 * POST /v1/vacations: turns vacation mode on. `returns_on` (optional) is the last day away — today or
 * later, in UTC (the server checks against its clock); the message to buyers is optional, ≤ 500 characters.
 */
export const startVacationBodySchema = z.object({
  vacation: z.object({
    returns_on: z.preprocess((value) => (value === '' ? null : value), calendarDaySchema.nullish()),
    message: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z
        .string()
        .trim()
        .max(VACATION_MESSAGE_MAX, `Keep the message to ${VACATION_MESSAGE_MAX} characters or fewer`)
        .nullish(),
    ),
  }),
});

export type StartVacationBody = z.input<typeof startVacationBodySchema>;
