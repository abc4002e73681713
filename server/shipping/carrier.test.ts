import { describe, expect, it } from 'vitest';
import { isTrackingNumber } from '../../schemas/requests/shipping';
import { carrierFor } from './carrier';
import { carrierFromEnvironment } from './from-environment';
import { formatNoticeTime } from './parties';
import { SANDBOX_TRANSIT, sandboxCarrier, sandboxTrackingNumber } from './sandbox';
import { requireCarrier, unavailableCarrier } from './unavailable';

const DAY = 24 * 3_600_000;
const unavailable = {
  status: 503,
  errors: [
    { message: 'Shipping is unavailable right now. Nothing was printed or saved.', code: 'shipping_unavailable' },
  ],
};
const address = { name: 'A', street1: '1 Rd', street2: null, city: 'Duluth', region: 'MN', postal_code: '55802' };

describe('the Carrier seam', () => {
  it('ships through the sandbox outside production only; a missing KS_ENV is production', async () => {
    const carrier = (KS_ENV?: string) => carrierFromEnvironment(KS_ENV === undefined ? {} : { KS_ENV });
    expect([undefined, 'production'].map((mode) => [carrier(mode).name, carrier(mode).available])).toEqual([
      ['unavailable', false],
      ['unavailable', false],
    ]);
    expect(['staging', 'development', 'test'].map((mode) => carrier(mode).name)).toEqual([
      'sandbox',
      'sandbox',
      'sandbox',
    ]);
    expect(() => requireCarrier(unavailableCarrier())).toThrow(expect.objectContaining(unavailable));
    const request = {
      carrier: 'usps' as const,
      from: { ...address, country: 'US' as const },
      to: { ...address, country: 'US' as const },
      swapId: 1,
      purpose: 'sale' as const,
      postageCents: 850,
    };
    await expect(unavailableCarrier().createLabel(request)).rejects.toMatchObject(unavailable);
  });

  it('picks the carrier by the sender’s country: Canada Post from Canada, USPS from the US unless asked', () => {
    expect([carrierFor('CA'), carrierFor('US'), carrierFor('US', 'fedex'), carrierFor('US', 'ups')]).toEqual([
      'canada_post',
      'usps',
      'fedex',
      'ups',
    ]);
  });

  it("makes deterministic tracking numbers in each carrier's format", () => {
    for (const code of ['usps', 'ups', 'fedex', 'canada_post'] as const)
      for (const [swapId, purpose] of [
        [1, 'sale'],
        [2_147_483_647, 'return'],
      ] as const) {
        const number = sandboxTrackingNumber(code, swapId, purpose);
        expect(isTrackingNumber(code, number), `${code} ${number}`).toBe(true);
        expect(sandboxTrackingNumber(code, swapId, purpose)).toBe(number);
      }
    expect(sandboxTrackingNumber('usps', 7, 'sale')).not.toBe(sandboxTrackingNumber('usps', 7, 'return'));
  });

  it('advances a label on the clock: created, in transit a day later, delivered three days after creation', async () => {
    const created = new Date('2026-11-20T12:00:00.000Z');
    const shipment = {
      carrier: 'usps' as const,
      tracking_number: sandboxTrackingNumber('usps', 1, 'sale'),
      source: 'label' as const,
      from_address: { ...address, country: 'US' as const },
      to_address: null,
      created_at: created,
    };
    const at = async (ms: number) =>
      (await sandboxCarrier().track(shipment, new Date(created.getTime() + ms))).map((event) => event.status);
    expect(await at(0)).toEqual(['label_created']);
    expect(await at(DAY - 1)).toEqual(['label_created']);
    expect(await at(DAY)).toEqual(['label_created', 'in_transit']);
    expect(await at(3 * DAY)).toEqual(['label_created', 'in_transit', 'delivered']);
    expect(await sandboxCarrier().track({ ...shipment, source: 'own' }, created)).toMatchObject([
      { status: 'in_transit', location: 'Duluth, MN US' },
    ]);
  });
});

describe('the sandbox carrier, as the label and the tracking page read it', () => {
  const from = { ...address, country: 'US' as const };
  const to = { ...address, city: 'Toronto', region: 'ON', country: 'CA' as const };

  it('numbers a parcel by swap and purpose, with the USPS check digit', async () => {
    expect(
      [
        sandboxTrackingNumber('usps', 7, 'sale'),
        sandboxTrackingNumber('usps', 123_456, 'return'),
        sandboxTrackingNumber('ups', 7, 'return'),
        sandboxTrackingNumber('fedex', 42, 'sale'),
        sandboxTrackingNumber('canada_post', 42, 'return'),
      ],
      // USPS: '9400111', the swap in 13 digits, 1 (sale) or 2 (return), the mod-10 check digit (3·odd + even).
    ).toEqual([
      '9400111000000000000712',
      '9400111000000012345627',
      '1ZKS5W000000000072',
      '700000000421',
      '7023100000000422',
    ]);
    const label = await sandboxCarrier().createLabel({
      carrier: 'ups',
      from,
      to,
      swapId: 7,
      purpose: 'return',
      postageCents: 1_095,
    });
    expect(label).toEqual({ tracking_number: '1ZKS5W000000000072', postage_cents: 1_095 });
  });

  it('tells each step where and when it happened, in words the tracking page shows', async () => {
    const created = new Date('2026-11-20T12:00:00.000Z');
    const later = (ms: number) => new Date(created.getTime() + ms);
    const label = { carrier: 'usps' as const, tracking_number: 'x', source: 'label' as const, created_at: created };
    expect(
      await sandboxCarrier().track({ ...label, from_address: from, to_address: to }, later(SANDBOX_TRANSIT.delivered)),
    ).toEqual([
      {
        status: 'label_created',
        description: 'Shipping label created',
        location: 'Duluth, MN US',
        occurred_at: created,
      },
      {
        status: 'in_transit',
        description: 'Accepted at the post office, in transit',
        location: 'Duluth, MN US',
        occurred_at: later(DAY),
      },
      { status: 'delivered', description: 'Delivered', location: 'Toronto, ON CA', occurred_at: later(3 * DAY) },
    ]);
    // A parcel without addresses has no locations; a seller's own number starts in transit.
    expect(
      await sandboxCarrier().track(
        { ...label, source: 'own', from_address: null, to_address: null },
        later(SANDBOX_TRANSIT.delivered - 1),
      ),
    ).toEqual([
      { status: 'in_transit', description: 'Shipped by the seller, in transit', location: null, occurred_at: created },
    ]);
    expect(
      await unavailableCarrier().track({ ...label, from_address: null, to_address: null }, later(9 * DAY)),
    ).toEqual([]);
  });

  it('writes a moment in notices as a date, a time and UTC', () => {
    expect(formatNoticeTime(new Date('2026-11-29T10:00:00.000Z'))).toBe('Nov 29, 2026, 10:00 AM UTC');
    expect(formatNoticeTime(new Date('2026-01-02T23:59:00.000Z'))).toBe('Jan 2, 2026, 11:59 PM UTC');
  });
});

describe('tracking number formats (the server’s 422 and the form’s check)', () => {
  it.each([
    ['usps', '9400 1118 9922 3344 5566 77', true],
    ['usps', '92001902416511000000000', false],
    ['usps', 'EA123456789US', true],
    ['usps', 'ea123456789us', true],
    ['ups', '1Z999AA10123456784', true],
    ['ups', '1Z999AA1012345678', false],
    ['fedex', '123456789012', true],
    ['fedex', '123456789012345', true],
    ['fedex', '1234567890123', false],
    ['canada_post', '1234567890123456', true],
    ['canada_post', 'RR123456789CA', true],
    ['canada_post', 'RR123456789US', false],
  ] as const)('%s %s → %s', (code, number, valid) => {
    expect(isTrackingNumber(code, number)).toBe(valid);
  });
});
