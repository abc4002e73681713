import type { Service } from '../../engine/api/client';

/** Builds a value for every API service (spec §7.1 lists them). */
export function perService(url: (service: Service) => string): Record<Service, string> {
  return {
    iam: url('iam'),
    main: url('main'),
    edge: url('edge'),
    commerce: url('commerce'),
    importer: url('importer'),
    inventory: url('inventory'),
    secure: url('secure'),
    bff: url('bff'),
  };
}

/** In the browser every service is reached through the same-origin proxy /api/proxy/{service}. */
export function proxyBaseUrls(): Record<Service, string> {
  return perService((service) => `/api/proxy/${service}`);
}

export function isService(value: string): value is Service {
  return Object.hasOwn(proxyBaseUrls(), value);
}
