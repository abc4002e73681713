import { z } from 'zod';

/**
 * A phone number as typed: digits with optional spaces, dots, dashes and brackets, and a leading +
 * for the country code; ten digits without one are a US number. Becomes E.164 ('+15551234567').
 */
export const phoneNumberSchema = z
  .string()
  .trim()
  .max(32, 'Enter a valid phone number')
  .regex(/^\+?[0-9 ().-]+$/, 'Enter a valid phone number')
  .transform((typed) => {
    const digits = typed.replace(/\D/g, '');
    return typed.startsWith('+') ? `+${digits}` : digits.length === 10 ? `+1${digits}` : `+${digits}`;
  })
  .pipe(z.string().regex(/^\+[1-9][0-9]{7,14}$/, 'Enter a valid phone number'));

/** POST /v1/account/phone: texts a verification code to the number. */
export const sendPhoneCodeBodySchema = z.object({ phone: phoneNumberSchema });

/** POST /v1/account/phone/verify: the 6-digit code that was texted. */
export const verifyPhoneBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, 'Enter the 6-digit code'),
});

/** The answer of POST /v1/account/phone: where the code went (masked) and how long it is good for. */
export const phoneCodeSentSchema = z.object({ phone: z.string(), expires_in: z.number().int().positive() });

export type SendPhoneCodeBody = z.input<typeof sendPhoneCodeBodySchema>;
export type VerifyPhoneBody = z.input<typeof verifyPhoneBodySchema>;
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;
