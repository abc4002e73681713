import { describe, expect, it } from 'vitest';
import { isService, perService, SERVICES, type Service } from './services';

describe('SERVICES', () => {
  it('perService gives a value for every service', () => {
    expect(perService((service) => `/api/proxy/${service}`)).toEqual({
      iam: '/api/proxy/iam',
      main: '/api/proxy/main',
      edge: '/api/proxy/edge',
      commerce: '/api/proxy/commerce',
      importer: '/api/proxy/importer',
      inventory: '/api/proxy/inventory',
      secure: '/api/proxy/secure',
      bff: '/api/proxy/bff',
    });
  });

  it('isService knows the services and nothing else (not even an object key)', () => {
    expect(SERVICES.every(isService)).toBe(true);
    expect(['nope', 'toString', 'constructor', ''].some(isService)).toBe(false);
  });

  it('a list of base URLs missing a service does not compile', () => {
    // @ts-expect-error -- 'bff' is missing
    const baseUrls: Record<Service, string> = {
      iam: '',
      main: '',
      edge: '',
      commerce: '',
      importer: '',
      inventory: '',
      secure: '',
    };
    expect(Object.keys(baseUrls)).toHaveLength(SERVICES.length - 1);
  });
});
