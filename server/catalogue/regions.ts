import type { Region } from '../../schemas/entities/region';

/**
 * Where Kitswap ships (spec §3 'Region', the 'regions list' of §7.9): the US and Canada, where
 * labels are printed, and the countries their buyers most often ship to. Names come from Intl.
 */
const COUNTRY_CODES = [
  'US',
  'CA',
  'MX',
  'GB',
  'IE',
  'FR',
  'DE',
  'NL',
  'BE',
  'CH',
  'AT',
  'IT',
  'ES',
  'PT',
  'SE',
  'NO',
  'DK',
  'FI',
  'CZ',
  'PL',
  'AU',
  'NZ',
  'JP',
  'KR',
  'SG',
  'PR',
];

const names = new Intl.DisplayNames(['en'], { type: 'region' });

export const regions: Region[] = COUNTRY_CODES.map((id) => ({ id, name: names.of(id) ?? id }));
