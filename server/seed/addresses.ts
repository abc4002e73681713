import type { PostalAddress } from '../../schemas/entities/swap-lifecycle';

export type SeedAddress = PostalAddress;

const STREETS = ['Maple Ave', 'Lakeshore Dr', 'Cedar St', 'Main St', 'Ridge Rd', 'Harbor Way', 'Elm St', 'Park Blvd'];

/** US towns with a real ZIP of theirs; Canadian ones with a postal code of theirs. */
const US_TOWNS = [
  { city: 'Minneapolis', region: 'MN', postal_code: '55401' },
  { city: 'Boston', region: 'MA', postal_code: '02116' },
  { city: 'Denver', region: 'CO', postal_code: '80202' },
  { city: 'Austin', region: 'TX', postal_code: '78701' },
  { city: 'Portland', region: 'OR', postal_code: '97205' },
  { city: 'Columbus', region: 'OH', postal_code: '43215' },
  { city: 'Raleigh', region: 'NC', postal_code: '27601' },
  { city: 'San Diego', region: 'CA', postal_code: '92101' },
];
const CA_TOWNS = [
  { city: 'Toronto', region: 'ON', postal_code: 'M5V 2T6' },
  { city: 'Calgary', region: 'AB', postal_code: 'T2P 1J9' },
  { city: 'Montréal', region: 'QC', postal_code: 'H3B 2Y5' },
  { city: 'Vancouver', region: 'BC', postal_code: 'V6B 1A1' },
];

/** A user's seeded shipping address, derived from the id (so every seed writes the same one) in their country. */
export function addressFor(userId: number, username: string, country: 'US' | 'CA'): SeedAddress {
  const towns = country === 'CA' ? CA_TOWNS : US_TOWNS;
  const town = towns[userId % towns.length]!;
  return {
    name: username.replace(/[_.-]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase()),
    street1: `${100 + ((userId * 37) % 9800)} ${STREETS[userId % STREETS.length]}`,
    street2: userId % 3 === 0 ? `Apt ${(userId % 40) + 1}` : null,
    ...town,
    country,
  };
}
