import { describe, expect, it } from 'vitest';
import { withBelievedCaller } from './caller-address';

const connection = { incoming: { socket: { remoteAddress: '203.0.113.9' } } };
const forged = () =>
  new Request('http://api.test/iam/v1/auth/token', {
    method: 'POST',
    headers: { 'x-forwarded-for': '10.0.0.1, 10.0.0.2' },
    body: '{}',
  });

describe('the API on its own port', () => {
  it("counts a caller by the connection's address, not by an x-forwarded-for the caller made up", () => {
    expect(withBelievedCaller(forged(), connection, false).headers.get('x-forwarded-for')).toBe('203.0.113.9');
  });

  it('believes the first x-forwarded-for entry behind a trusted proxy (KS_TRUST_PROXY=1)', () => {
    expect(withBelievedCaller(forged(), connection, true).headers.get('x-forwarded-for')).toBe('10.0.0.1');
  });

  it('drops a forged header when there is no connection to name', async () => {
    const request = withBelievedCaller(forged(), undefined, false);
    expect(request.headers.get('x-forwarded-for')).toBeNull();
    expect(await request.text()).toBe('{}');
  });
});
