import { z } from 'zod';
import { phoneNumberSchema } from './account-phone';
import { CA_POSTAL, CA_PROVINCES, US_STATES, US_ZIP } from './addresses';
import { emailSchema } from './iam';

/** How old a seller must be to be paid (the payout provider's rule, and every US state's age of majority but 3). */
export const SELLER_MINIMUM_AGE = 18;
/** Older than this is a typing slip, not a seller. */
const SELLER_MAXIMUM_AGE = 120;

const ISO_DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * Whether someone born on `dateOfBirth` is `years` old or more on `today` (both YYYY-MM-DD): their birthday
 * that many years on has come. Someone born on 29 February turns a year older on 1 March in common years.
 */
export function isAtLeastYearsOld(dateOfBirth: string, today: string, years: number): boolean {
  const birthday = `${String(Number(dateOfBirth.slice(0, 4)) + years).padStart(4, '0')}${dateOfBirth.slice(4)}`;
  return birthday <= today;
}

/**
 * The ABA check of a US bank routing number: 9 digits, the first two a Federal Reserve routing symbol
 * (00–12, 21–32, 61–72, 80), and 3·d1 + 7·d2 + d3 + 3·d4 + 7·d5 + d6 + 3·d7 + 7·d8 + d9 a multiple of 10.
 */
export function isAbaRoutingNumber(digits: string): boolean {
  if (!/^[0-9]{9}$/.test(digits)) return false;
  const prefix = Number(digits.slice(0, 2));
  if (!(prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80))
    return false;
  const d = [...digits].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** Text the caller must send: missing or blank is `missing`; longer than `max` refused. */
const text = (missing: string, max: number) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `At most ${max} characters`);

/** A text field checked by `problem` (the first thing wrong with it, or null): one message per field, never more. */
const checked = (missing: string, problem: (value: string) => string | null) =>
  z
    .string({ error: missing })
    .trim()
    .superRefine((value, context) => {
      const found = value === '' ? missing : problem(value);
      if (found) context.addIssue({ code: 'custom', message: found });
    });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/**
 * PUT /v1/users/{uuid}/seller_account (the /selling/create form; the form checks the same): who is paid and where
 * they live. A business also names itself; the date of birth is the seller's (a business's representative's),
 * `SELLER_MINIMUM_AGE` or more on `today` (the server's day, UTC). The address is a US or Canadian one, region and
 * postal code checked against the country as on /settings/addresses. The body is flat, one key per form field, so
 * each error names the field it belongs under.
 */
export function sellerIdentityBodySchema(today: string) {
  return z
    .object({
      account_type: z.enum(['individual', 'business'], { message: 'Choose individual or business' }),
      legal_name: text('Enter your full legal name', 120),
      business_name: optionalText(120),
      date_of_birth: checked('Enter your date of birth', (value) => {
        if (!isCalendarDate(value) || value > today || isAtLeastYearsOld(value, today, SELLER_MAXIMUM_AGE))
          return 'Enter a valid date of birth';
        if (!isAtLeastYearsOld(value, today, SELLER_MINIMUM_AGE))
          return `You must be ${SELLER_MINIMUM_AGE} or older to get paid on Kitswap`;
        return null;
      }),
      street1: text('Enter your street address', 200),
      street2: optionalText(200),
      city: text('Enter your city', 100),
      region: z.string({ error: 'Choose a state or province' }).trim().toUpperCase(),
      postal_code: z.string({ error: 'Enter your postal code' }).trim().toUpperCase(),
      country: z.enum(['US', 'CA'], { message: 'Choose the United States or Canada' }),
    })
    .superRefine((identity, context) => {
      if (identity.account_type === 'business' && !identity.business_name)
        context.addIssue({ code: 'custom', path: ['business_name'], message: 'Enter the business’s legal name' });
      const us = identity.country === 'US';
      if (!(us ? (US_STATES as readonly string[]) : (CA_PROVINCES as readonly string[])).includes(identity.region))
        context.addIssue({
          code: 'custom',
          path: ['region'],
          message: us ? 'Choose a US state' : 'Choose a Canadian province or territory',
        });
      if (!identity.postal_code)
        context.addIssue({ code: 'custom', path: ['postal_code'], message: 'Enter your postal code' });
      else if (!(us ? US_ZIP : CA_POSTAL).test(identity.postal_code))
        context.addIssue({
          code: 'custom',
          path: ['postal_code'],
          message: us ? 'Enter a 5-digit ZIP code (or ZIP+4)' : 'Enter a postal code like A1A 1A1',
        });
    })
    .transform((identity) => ({
      ...identity,
      // An individual has no business name, whatever was left in the form.
      business_name: identity.account_type === 'business' ? identity.business_name : null,
      postal_code:
        identity.country === 'CA' ? identity.postal_code.replace(/^(...) ?(...)$/, '$1 $2') : identity.postal_code,
    }));
}

/** PUT /v1/users/{uuid}/seller_account/contact: where Kitswap reaches the seller about payouts (and the INFORM Act). */
export const sellerContactBodySchema = z.object({
  contact_email: z
    .string({ error: 'Enter an email address' })
    .trim()
    .min(1, 'Enter an email address')
    .pipe(emailSchema),
  contact_phone: z
    .string({ error: 'Enter a phone number' })
    .trim()
    .min(1, 'Enter a phone number')
    .pipe(phoneNumberSchema),
});

/**
 * PUT /v1/users/{uuid}/seller_account/bank: the US bank account payouts go to. The routing number passes the ABA
 * check ({@link isAbaRoutingNumber}); the account number is 4–17 digits, typed twice the same. Digits only: what a
 * check prints, without spaces.
 */
export const sellerBankBodySchema = z
  .object({
    holder_name: text('Enter the name on the account', 120),
    routing_number: checked('Enter your routing number', (value) =>
      /^[0-9]{9}$/.test(value)
        ? isAbaRoutingNumber(value)
          ? null
          : 'Enter a valid 9-digit routing number'
        : 'A routing number is 9 digits',
    ),
    account_number: checked('Enter your account number', (value) =>
      /^[0-9]{4,17}$/.test(value) ? null : 'An account number is 4 to 17 digits',
    ),
    account_number_confirmation: z.string({ error: 'Enter your account number again' }).trim(),
  })
  .superRefine((bank, context) => {
    if (bank.account_number_confirmation === '')
      context.addIssue({
        code: 'custom',
        path: ['account_number_confirmation'],
        message: 'Enter your account number again',
      });
    else if (bank.account_number_confirmation !== bank.account_number)
      context.addIssue({
        code: 'custom',
        path: ['account_number_confirmation'],
        message: 'The account numbers don’t match',
      });
  });

export type SellerIdentityBody = z.input<ReturnType<typeof sellerIdentityBodySchema>>;
export type SellerIdentity = z.output<ReturnType<typeof sellerIdentityBodySchema>>;
export type SellerContactBody = z.input<typeof sellerContactBodySchema>;
export type SellerBankBody = z.input<typeof sellerBankBodySchema>;
export type SellerBank = z.output<typeof sellerBankBodySchema>;
