import { z } from 'zod';

/**
 * The seller's tax form and INFORM Act filing (issue 33 item 4; server/seller-compliance/README.md). The TIN rules
 * are here, shared by the /selling/w9 form (it says what is wrong before sending) and the server (which decides).
 */

export const TIN_TYPES = ['ssn', 'ein'] as const;
export type TinType = (typeof TIN_TYPES)[number];

/** Form W-9 line 3a's federal tax classifications, in the form's order (an LLC names how it is taxed). */
export const TAX_CLASSIFICATIONS = [
  { value: 'individual', label: 'Individual/sole proprietor' },
  { value: 'c_corporation', label: 'C corporation' },
  { value: 's_corporation', label: 'S corporation' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'trust_estate', label: 'Trust/estate' },
  { value: 'llc_c', label: 'LLC taxed as a C corporation' },
  { value: 'llc_s', label: 'LLC taxed as an S corporation' },
  { value: 'llc_p', label: 'LLC taxed as a partnership' },
  { value: 'other', label: 'Other' },
] as const;
export type TaxClassification = (typeof TAX_CLASSIFICATIONS)[number]['value'];
const classificationValues = TAX_CLASSIFICATIONS.map((entry) => entry.value) as [
  TaxClassification,
  ...TaxClassification[],
];

/**
 * The EIN prefixes the IRS assigns (its campus list, as python-stdnum keeps it): 01–06, 10–16, 20–27, 30–48,
 * 50–68, 71–77, 80–88, 90–95, 98, 99. Any other (00, 07–09, 17–19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97) is no EIN.
 */
const EIN_PREFIX_RANGES: readonly [number, number][] = [
  [1, 6],
  [10, 16],
  [20, 27],
  [30, 48],
  [50, 68],
  [71, 77],
  [80, 88],
  [90, 95],
  [98, 99],
];

export const isValidEinPrefix = (prefix: number) =>
  EIN_PREFIX_RANGES.some(([from, to]) => prefix >= from && prefix <= to);

/**
 * What is wrong with a TIN typed as `type`, or null when it is a possible one. An SSN is ###-##-#### (the dashes may
 * be left out) and never has area 000, 666 or 900–999, group 00 or serial 0000 (the SSA never issues them); an EIN is
 * ##-####### (the dash may be left out) with a prefix the IRS assigns.
 */
export function tinProblem(type: TinType, value: string): string | null {
  const text = value.trim();
  if (type === 'ssn') {
    const parts = /^(\d{3})-?(\d{2})-?(\d{4})$/.exec(text);
    if (!parts) return 'Enter the SSN as ###-##-####';
    const [, area, group, serial] = parts as unknown as [string, string, string, string];
    const areaNumber = Number(area);
    if (areaNumber === 0 || areaNumber === 666 || areaNumber >= 900)
      return 'This is not a valid SSN (its first 3 digits)';
    if (group === '00') return 'This is not a valid SSN (its middle 2 digits)';
    if (serial === '0000') return 'This is not a valid SSN (its last 4 digits)';
    return null;
  }
  const parts = /^(\d{2})-?(\d{7})$/.exec(text);
  if (!parts) return 'Enter the EIN as ##-#######';
  if (!isValidEinPrefix(Number(parts[1]))) return 'This is not a valid EIN (its first 2 digits)';
  return null;
}

/** The TIN's 9 digits with the form's dashes: 123-45-6789 (SSN) or 12-3456789 (EIN). Call on a valid TIN. */
export function formatTin(type: TinType, value: string): string {
  const digits = value.replace(/\D/g, '');
  return type === 'ssn'
    ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`
    : `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

/** The masked TIN shown once it is on file: '•••-••-6789' (SSN) or '••-•••6789' (EIN). */
export const maskTin = (type: TinType, last4: string) => (type === 'ssn' ? `•••-••-${last4}` : `••-•••${last4}`);

const text = (max: number, missing: string) =>
  z.string().trim().min(1, missing).max(max, `Keep it to ${max} characters`);
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max, `Keep it to ${max} characters`).nullish(),
  );

/**
 * PUT /v1/seller_account/w9: the seller's Form W-9. `certified` must be true: the form is the seller's certification
 * under penalties of perjury (W9_CERTIFICATION) and is never stored without it.
 */
export const w9BodySchema = z.object({
  w9: z
    .object({
      name: text(120, 'Enter your name as shown on your income tax return'),
      business_name: optionalText(120),
      tax_classification: z.enum(classificationValues, { message: 'Choose a federal tax classification' }),
      street: text(200, 'Enter the street address'),
      city: text(100, 'Enter the city'),
      region: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'Enter the state as 2 letters'),
      postal_code: z
        .string()
        .trim()
        .regex(/^\d{5}(-\d{4})?$/, 'Enter the ZIP code as 12345 or 12345-6789'),
      tin_type: z.enum(TIN_TYPES, { message: 'Choose SSN or EIN' }),
      tin: z.string().max(20, 'Enter the SSN as ###-##-#### or the EIN as ##-#######'),
      certified: z.literal(true, { message: 'Tick the certification to sign the form' }),
    })
    .superRefine(
      (w9, context) => {
        const problem = tinProblem(w9.tin_type, w9.tin);
        if (problem) context.addIssue({ code: 'custom', path: ['tin'], message: problem });
      },
      {
        // Checked beside the other fields' problems (a refinement otherwise waits until they are fixed), as soon as
        // the TIN and its type are there to check.
        when: ({ value }) => {
          const w9 = value as { tin_type?: unknown; tin?: unknown } | null;
          return typeof w9?.tin === 'string' && TIN_TYPES.includes(w9.tin_type as TinType);
        },
      },
    ),
});
export type W9Body = z.input<typeof w9BodySchema>;

/** POST /v1/seller_account/inform_act: the seller confirms what is on file is current (`confirmed` must be true). */
export const informActFilingBodySchema = z.object({
  inform_act: z.object({
    confirmed: z.literal(true, { message: 'Confirm that your details are correct and current' }),
  }),
});

/** POST /v1/admin/users/{id}/vacation: an admin puts the account on vacation, with an optional message to buyers. */
export const adminVacationBodySchema = z.object({
  vacation: z
    .object({
      message: z.preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
        z.string().trim().max(500, 'Keep the message to 500 characters or fewer').nullish(),
      ),
    })
    .default({}),
});
