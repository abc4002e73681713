import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import {
  sellerAccountAnswerSchema,
  sellerAccountSchema,
  tradeInAccountSchema,
} from '../../schemas/entities/seller-account';
import type { SellerBankBody, SellerIdentityBody } from '../../schemas/requests/seller-account';
import { freezeClock, resetClock } from '../clock/clock';
import { fieldCipherFromEnvironment } from '../config/field-encryption';
import { demoAccount } from '../seed/demo-accounts';
import { DEMO_ORG_ID } from '../seed/demo-logins';
import { DEMO_SELLER_BANK } from '../seed/seller-accounts';
import { newUser } from '../testing/pro';
import { requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { sealContext } from './seller-accounts';

const identity: SellerIdentityBody = {
  account_type: 'individual',
  legal_name: 'Ada Lovelace',
  business_name: '',
  date_of_birth: '1990-12-10',
  street1: '10 Main St',
  street2: '',
  city: 'Boston',
  region: 'ma',
  postal_code: '02116',
  country: 'US',
};
/** 021000021 passes the ABA check (3·0+7·2+1 + 3·0+7·0+0 + 3·0+7·2+1 = 30). */
const bank: SellerBankBody = {
  holder_name: 'Ada Lovelace',
  routing_number: '021000021',
  account_number: '000123456789',
  account_number_confirmation: '000123456789',
};

/** The stored columns a refused write must leave as they were. */
const ROW_COLUMNS = `account_type, legal_name, business_name, date_of_birth::text, street1, street2, city, region,
  postal_code, country, contact_email, contact_phone, bank_holder_name, bank_routing_sealed, bank_account_sealed,
  bank_account_last4, bank_updated_at, completed_at, updated_at`;

describeEachDriver(
  'the seller account (/v1/users/:uuid/seller_account and its contact, bank, trade-in account)',
  (driver) => {
    const context = useSeededApp(driver);
    const call = (method: string, userId: number | null, rest = '', body?: unknown, uuidOf = userId) =>
      requestAs(context.app, method, `/v1/users/user-${uuidOf}/seller_account${rest}`, userId, body);
    const accountOf = (body: unknown) => sellerAccountSchema.parse((body as { data: unknown }).data);
    const errorsOf = (answer: { status: number; body: unknown }) => [
      answer.status,
      apiErrorBodySchema.parse(answer.body).errors,
    ];
    const row = async (userId: number) =>
      (
        await context.db.query<Record<string, unknown>>(
          `SELECT ${ROW_COLUMNS} FROM seller_accounts WHERE user_id = $1`,
          [userId],
        )
      )[0];
    /** A new user with the identity on file (and the bank too when `withBank`). */
    const seller = async (label: string, withBank = false) => {
      const user = await newUser(context.db, label);
      expect((await call('PUT', user.id, '', identity)).status).toBe(201);
      if (withBank) expect((await call('PUT', user.id, '/bank', bank)).status).toBe(200);
      return user.id;
    };

    it('asks a guest to sign in (401), answers 404 for another user’s uuid on every call and writes nothing', async () => {
      const owner = await seller('sa_owner', true);
      const other = await seller('sa_other');
      const before = await row(owner);
      expect((await call('GET', null, '', undefined, owner)).status).toBe(401);
      for (const [method, rest, body] of [
        ['GET', '', undefined],
        ['PUT', '', { ...identity, legal_name: 'Mallory' }],
        ['PUT', '/contact', { contact_email: 'mallory@example.com', contact_phone: '6175550100' }],
        ['PUT', '/bank', { ...bank, account_number: '99999999', account_number_confirmation: '99999999' }],
        ['GET', '/trade_in_account', undefined],
      ] as const) {
        const refused = await call(method, other, rest, body, owner);
        expect(errorsOf(refused), `${method} ${rest}`).toEqual([
          404,
          [{ message: 'Seller account not found', code: 'not_found' }],
        ]);
      }
      expect(await row(owner)).toEqual(before);
      const badUuid = await requestAs(context.app, 'GET', `/v1/users/${'x'.repeat(101)}/seller_account`, owner);
      expect(errorsOf(badUuid)[0]).toBe(400);
    });

    it('answers null before set-up, creates the account (201) with the sign-in e-mail as contact, then changes it (200)', async () => {
      const user = await newUser(context.db, 'sa_create');
      await context.db.query('INSERT INTO user_logins (user_id, email) VALUES ($1, $2)', [user.id, 'ada@example.com']);
      const empty = await call('GET', user.id);
      expect([empty.status, sellerAccountAnswerSchema.parse((empty.body as { data: unknown }).data)]).toEqual([
        200,
        null,
      ]);

      const created = await call('PUT', user.id, '', identity);
      expect(created.status).toBe(201);
      const account = accountOf(created.body);
      expect(account).toMatchObject({
        account_type: 'individual',
        legal_name: 'Ada Lovelace',
        business_name: null,
        date_of_birth: '1990-12-10',
        street2: null,
        region: 'MA',
        country: 'US',
        contact_email: 'ada@example.com',
        contact_phone: null,
        bank: null,
        completed_at: null,
      });
      expect(accountOf((await call('GET', user.id)).body)).toEqual(account);

      const changed = await call('PUT', user.id, '', {
        ...identity,
        account_type: 'business',
        business_name: 'Lovelace Sports LLC',
        street1: '5 Lake Rd',
        city: 'Toronto',
        region: 'on',
        postal_code: 'm5v2t6',
        country: 'CA',
      });
      expect(changed.status).toBe(200);
      expect(accountOf(changed.body)).toMatchObject({
        account_type: 'business',
        business_name: 'Lovelace Sports LLC',
        region: 'ON',
        postal_code: 'M5V 2T6',
        country: 'CA',
        contact_email: 'ada@example.com',
        created_at: account.created_at,
      });
      // Back to an individual: the business name goes, whatever the form still held.
      const individual = await call('PUT', user.id, '', { ...identity, business_name: 'Left in the form' });
      expect(accountOf(individual.body).business_name).toBeNull();
    });

    it('refuses a bad identity per field (400 {message, code, field}) and writes nothing', async () => {
      const user = await newUser(context.db, 'sa_identity');
      const refusals: [unknown, string, string][] = [
        [{ ...identity, account_type: 'club' }, 'account_type', 'Choose individual or business'],
        [{ ...identity, legal_name: '  ' }, 'legal_name', 'Enter your full legal name'],
        [{ ...identity, legal_name: 'x'.repeat(121) }, 'legal_name', 'At most 120 characters'],
        [
          { ...identity, account_type: 'business', business_name: ' ' },
          'business_name',
          'Enter the business’s legal name',
        ],
        [{ ...identity, date_of_birth: '' }, 'date_of_birth', 'Enter your date of birth'],
        [{ ...identity, date_of_birth: '1990-02-30' }, 'date_of_birth', 'Enter a valid date of birth'],
        [{ ...identity, date_of_birth: '12/10/1990' }, 'date_of_birth', 'Enter a valid date of birth'],
        [{ ...identity, date_of_birth: '2999-01-01' }, 'date_of_birth', 'Enter a valid date of birth'],
        [{ ...identity, date_of_birth: '1850-01-01' }, 'date_of_birth', 'Enter a valid date of birth'],
        [{ ...identity, street1: '' }, 'street1', 'Enter your street address'],
        [{ ...identity, city: '' }, 'city', 'Enter your city'],
        [{ ...identity, region: 'ON' }, 'region', 'Choose a US state'],
        [{ ...identity, postal_code: '' }, 'postal_code', 'Enter your postal code'],
        [{ ...identity, postal_code: '0211' }, 'postal_code', 'Enter a 5-digit ZIP code (or ZIP+4)'],
        [
          { ...identity, country: 'CA', region: 'MA', postal_code: 'M5V 2T6' },
          'region',
          'Choose a Canadian province or territory',
        ],
        [{ ...identity, country: 'GB' }, 'country', 'Choose the United States or Canada'],
      ];
      for (const [body, field, message] of refusals)
        expect(errorsOf(await call('PUT', user.id, '', body)), field).toEqual([
          400,
          [{ message, code: 'invalid', field }],
        ]);

      const { date_of_birth: _omitted, ...withoutBirth } = identity;
      expect(errorsOf(await call('PUT', user.id, '', withoutBirth))).toEqual([
        400,
        [{ message: 'Enter your date of birth', code: 'invalid', field: 'date_of_birth' }],
      ]);
      const nothing = await call('PUT', user.id, '', {});
      expect(errorsOf(nothing)[0]).toBe(400);
      expect(apiErrorBodySchema.parse(nothing.body).errors.map((error) => error.field)).toEqual(
        expect.arrayContaining(['account_type', 'legal_name', 'date_of_birth', 'street1', 'city', 'country']),
      );
      expect(await row(user.id)).toBeUndefined();

      // Refused changes of an existing account leave it as it was.
      const owner = await seller('sa_identity_kept', true);
      const before = await row(owner);
      expect((await call('PUT', owner, '', { ...identity, legal_name: 'New Name', postal_code: 'x' })).status).toBe(
        400,
      );
      expect(await row(owner)).toEqual(before);
    });

    it('takes a seller who is 18 today and refuses one a day short, by the server’s day (UTC)', async () => {
      const user = await newUser(context.db, 'sa_age');
      const birth = async (date_of_birth: string) => call('PUT', user.id, '', { ...identity, date_of_birth });
      const underage = [
        400,
        [{ message: 'You must be 18 or older to get paid on Kitswap', code: 'invalid', field: 'date_of_birth' }],
      ];
      try {
        await freezeClock(context.db, new Date('2026-03-15T23:30:00Z'));
        expect(errorsOf(await birth('2008-03-16'))).toEqual(underage);
        expect(await row(user.id)).toBeUndefined();
        expect((await birth('2008-03-15')).status).toBe(201);
        // Born on 29 February: 18 on 1 March of a common year, not on the 28th.
        await freezeClock(context.db, new Date('2026-02-28T12:00:00Z'));
        expect(errorsOf(await birth('2008-02-29'))).toEqual(underage);
        await freezeClock(context.db, new Date('2026-03-01T00:00:00Z'));
        expect(accountOf((await birth('2008-02-29')).body).date_of_birth).toBe('2008-02-29');
      } finally {
        await resetClock(context.db);
      }
    });

    it('changes the contact e-mail and phone (E.164), refuses bad ones per field, and 409s without an account', async () => {
      const none = await newUser(context.db, 'sa_contact_none');
      const contact = { contact_email: 'payouts@example.com', contact_phone: '(617) 555-0100' };
      expect(errorsOf(await call('PUT', none.id, '/contact', contact))).toEqual([
        409,
        [
          {
            message: 'Set up your seller account first: your name, date of birth and address',
            code: 'seller_account_required',
          },
        ],
      ]);
      expect(await row(none.id)).toBeUndefined();

      const user = await seller('sa_contact');
      const saved = await call('PUT', user, '/contact', contact);
      expect([saved.status, accountOf(saved.body).contact_email, accountOf(saved.body).contact_phone]).toEqual([
        200,
        'payouts@example.com',
        '+16175550100',
      ]);
      const before = await row(user);
      for (const [body, field, message] of [
        [{ ...contact, contact_email: 'not-an-email' }, 'contact_email', 'Enter a valid email'],
        [{ ...contact, contact_email: '' }, 'contact_email', 'Enter an email address'],
        [{ ...contact, contact_phone: '12' }, 'contact_phone', 'Enter a valid phone number'],
        [{ contact_email: contact.contact_email }, 'contact_phone', 'Enter a phone number'],
      ] as const)
        expect(errorsOf(await call('PUT', user, '/contact', body)), message).toEqual([
          400,
          [{ message, code: 'invalid', field }],
        ]);
      expect(await row(user)).toEqual(before);
    });

    it('checks the routing number with the ABA checksum and the account number’s length and confirmation, at their edges', async () => {
      const user = await seller('sa_bank_rules');
      const refusals: [Partial<SellerBankBody>, string, string][] = [
        [{ routing_number: '021000022' }, 'routing_number', 'Enter a valid 9-digit routing number'],
        [{ routing_number: '011000016' }, 'routing_number', 'Enter a valid 9-digit routing number'],
        // Passes the checksum (3·9+7·9 = 90) but 99 is no Federal Reserve routing symbol.
        [{ routing_number: '990000000' }, 'routing_number', 'Enter a valid 9-digit routing number'],
        [{ routing_number: '02100002' }, 'routing_number', 'A routing number is 9 digits'],
        [{ routing_number: '0210000210' }, 'routing_number', 'A routing number is 9 digits'],
        [{ routing_number: '02100002a' }, 'routing_number', 'A routing number is 9 digits'],
        [{ routing_number: '' }, 'routing_number', 'Enter your routing number'],
        [
          { account_number: '123456789012345678', account_number_confirmation: '123456789012345678' },
          'account_number',
          'An account number is 4 to 17 digits',
        ],
        [
          { account_number: '123', account_number_confirmation: '123' },
          'account_number',
          'An account number is 4 to 17 digits',
        ],
        [
          { account_number: '1234-5678', account_number_confirmation: '1234-5678' },
          'account_number',
          'An account number is 4 to 17 digits',
        ],
        [
          { account_number_confirmation: '000123456788' },
          'account_number_confirmation',
          'The account numbers don’t match',
        ],
        [{ account_number_confirmation: '' }, 'account_number_confirmation', 'Enter your account number again'],
        [{ holder_name: ' ' }, 'holder_name', 'Enter the name on the account'],
      ];
      for (const [change, field, message] of refusals)
        expect(errorsOf(await call('PUT', user, '/bank', { ...bank, ...change })), JSON.stringify(change)).toEqual([
          400,
          [{ message, code: 'invalid', field }],
        ]);
      expect((await row(user))!.bank_account_sealed).toBeNull();

      // The edges that pass: 011000015 (another valid ABA number), 17 digits, 4 digits.
      for (const [routing_number, account_number] of [
        ['011000015', '12345678901234567'],
        ['021000021', '6789'],
      ]) {
        const saved = await call('PUT', user, '/bank', {
          ...bank,
          routing_number,
          account_number,
          account_number_confirmation: account_number,
        });
        expect([saved.status, accountOf(saved.body).bank?.account_last4]).toEqual([200, account_number!.slice(-4)]);
      }
    });

    it('seals both bank numbers for this seller’s row, keeps only the last 4 in the clear and never answers more; completes the set-up', async () => {
      const user = await seller('sa_bank_sealed');
      const identityOnly = await row(user);
      expect(errorsOf(await call('PUT', (await newUser(context.db, 'sa_no_account')).id, '/bank', bank))[0]).toBe(409);

      const saved = await call('PUT', user, '/bank', bank);
      expect(saved.status).toBe(200);
      const account = accountOf(saved.body);
      expect(account.bank).toEqual({
        holder_name: 'Ada Lovelace',
        account_last4: '6789',
        updated_at: expect.any(String),
      });
      expect(account.completed_at).not.toBeNull();

      const stored = (await row(user))!;
      const [routingSealed, accountSealed] = [
        stored.bank_routing_sealed as string,
        stored.bank_account_sealed as string,
      ];
      for (const sealed of [routingSealed, accountSealed]) {
        expect(sealed).toMatch(/^v1\./);
        expect(sealed).not.toContain(bank.routing_number);
        expect(sealed).not.toContain(bank.account_number);
        expect(sealed).not.toContain(bank.account_number.slice(-6));
      }
      expect(stored.bank_account_last4).toBe('6789');
      const cipher = fieldCipherFromEnvironment();
      expect(cipher.open(routingSealed, sealContext(user, 'routing_number'))).toBe('021000021');
      expect(cipher.open(accountSealed, sealContext(user, 'account_number'))).toBe('000123456789');
      // Bound to the row and column: another seller's context, or the other column's, does not open them.
      expect(() => cipher.open(accountSealed, sealContext(user + 1, 'account_number'))).toThrow();
      expect(() => cipher.open(accountSealed, sealContext(user, 'routing_number'))).toThrow();

      // No answer carries more than the last 4 digits, nor any sealed value.
      for (const answer of [saved, await call('GET', user)]) {
        const text = JSON.stringify(answer.body);
        for (const secret of ['021000021', '000123456789', '00123456789', '123456789', routingSealed, accountSealed])
          expect(text).not.toContain(secret);
        expect(text).not.toMatch(/sealed|routing/);
      }

      // A refused change leaves the bank as it was; a new bank keeps the set-up's completion time.
      const before = await row(user);
      expect((await call('PUT', user, '/bank', { ...bank, routing_number: '021000022' })).status).toBe(400);
      expect(await row(user)).toEqual(before);
      const changed = accountOf(
        (
          await call('PUT', user, '/bank', {
            ...bank,
            account_number: '55554321',
            account_number_confirmation: '55554321',
          })
        ).body,
      );
      expect([changed.bank?.account_last4, changed.completed_at]).toEqual(['4321', account.completed_at]);
      // Changing the identity afterwards keeps the bank and the completion.
      const renamed = accountOf((await call('PUT', user, '', { ...identity, legal_name: 'Ada King' })).body);
      expect([renamed.legal_name, renamed.bank?.account_last4, renamed.completed_at]).toEqual([
        'Ada King',
        '4321',
        account.completed_at,
      ]);
      expect(identityOnly!.completed_at).toBeNull();
    });

    it('seeds demo_seller with a completed account whose bank opens with the development key', async () => {
      const demo = demoAccount('seller').id;
      const account = accountOf((await call('GET', demo)).body);
      expect(account).toMatchObject({
        account_type: 'individual',
        contact_email: 'demo_seller@demo.kitswap.test',
        bank: { account_last4: '6789' },
        completed_at: expect.any(String),
      });
      const stored = (await row(demo))!;
      const cipher = fieldCipherFromEnvironment();
      expect(cipher.open(stored.bank_routing_sealed as string, sealContext(demo, 'routing_number'))).toBe(
        DEMO_SELLER_BANK.routingNumber,
      );
      expect(cipher.open(stored.bank_account_sealed as string, sealContext(demo, 'account_number'))).toBe(
        DEMO_SELLER_BANK.accountNumber,
      );
    });

    it('says whether the seller is a trade-in account, its organisation and the tools that gives it', async () => {
      const read = async (userId: number) => {
        const answer = await call('GET', userId, '/trade_in_account');
        expect(answer.status).toBe(200);
        return tradeInAccountSchema.parse((answer.body as { data: unknown }).data);
      };
      expect(await read(demoAccount('organisation').id)).toEqual({
        trade_in_account: true,
        org_id: DEMO_ORG_ID,
        tools: ['export_items', 'legacy_insights', 'scan_sheets', 'warehouse_labels'],
      });
      expect(await read(demoAccount('seller').id)).toEqual({ trade_in_account: false, org_id: null, tools: [] });
      // A member of an organisation whose account is not flagged trade-in: its labels and scan sheets only.
      const member = await newUser(context.db, 'sa_org_member');
      await context.db.query('INSERT INTO user_logins (user_id, email, org_id) VALUES ($1, $2, $3)', [
        member.id,
        `${member.username}@example.com`,
        DEMO_ORG_ID,
      ]);
      expect(await read(member.id)).toEqual({
        trade_in_account: false,
        org_id: DEMO_ORG_ID,
        tools: ['scan_sheets', 'warehouse_labels'],
      });
    });
  },
);
