import { z } from 'zod';
import { postalAddressSchema } from '../entities/swap-lifecycle';
import { dateTimeSchema, idSchema } from '../primitives';

/** The two-letter codes of the 50 states, DC, the territories and the military post regions (AA, AE, AP). */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME',
  'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA',
  'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC', 'PR', 'VI', 'GU', 'AS', 'MP', 'AA',
  'AE', 'AP',
] as const; // prettier-ignore

/** The two-letter codes of Canada's provinces and territories. */
export const CA_PROVINCES = [
  'AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT',
] as const; // prettier-ignore

/** US ZIP: 5 digits, or ZIP+4 (12345-6789). */
export const US_ZIP = /^[0-9]{5}(-[0-9]{4})?$/;
/** Canadian postal code A1A 1A1 (the space optional when typed): no D, F, I, O, Q, U; no W or Z first. */
export const CA_POSTAL = /^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z] ?[0-9][ABCEGHJ-NPRSTV-Z][0-9]$/;

const required = (max: number) => z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);

/**
 * The body of POST /v1/addresses and PUT /v1/addresses/{id} (the settings page's form checks the same):
 * name, street, city required; the region and postal code checked against the country (US state and
 * ZIP, Canadian province and postal code). Region and postal code are stored upper-case, a Canadian
 * postal code as 'A1A 1A1'; an empty second street line is null.
 */
export const addressBodySchema = z
  .object({
    name: required(100),
    street1: required(200),
    street2: z
      .string()
      .trim()
      .max(200, 'At most 200 characters')
      .nullish()
      .transform((line) => line || null),
    city: required(100),
    region: z.string().trim().toUpperCase().min(1, 'Required').max(3, 'Choose a state or province'),
    postal_code: z.string().trim().toUpperCase().min(1, 'Required').max(10, 'Enter a valid postal code'),
    country: z.enum(['US', 'CA'], { message: 'Choose the United States or Canada' }),
  })
  .superRefine((address, context) => {
    const us = address.country === 'US';
    if (!(us ? (US_STATES as readonly string[]) : (CA_PROVINCES as readonly string[])).includes(address.region))
      context.addIssue({
        code: 'custom',
        path: ['region'],
        message: us ? 'Choose a US state' : 'Choose a Canadian province or territory',
      });
    if (address.postal_code && !(us ? US_ZIP : CA_POSTAL).test(address.postal_code))
      context.addIssue({
        code: 'custom',
        path: ['postal_code'],
        message: us ? 'Enter a 5-digit ZIP code (or ZIP+4)' : 'Enter a postal code like A1A 1A1',
      });
  })
  .transform((address) => ({
    ...address,
    postal_code:
      address.country === 'CA' ? address.postal_code.replace(/^(...) ?(...)$/, '$1 $2') : address.postal_code,
  }));

/** A saved address of the signed-in user; `ship_to` marks the one default shipping address (spec §3 flags.ship_to). */
export const addressSchema = postalAddressSchema.extend({
  id: idSchema,
  ship_to: z.boolean(),
  created_at: dateTimeSchema,
});

/** Every write of /v1/addresses answers the caller's addresses afterwards: the default first, then newest first. */
export const addressListSchema = z.array(addressSchema);

export type AddressBody = z.input<typeof addressBodySchema>;
export type Address = z.infer<typeof addressSchema>;
