import { perService, type Service } from '../../engine';

/** In the browser every service is reached through the same-origin proxy /api/proxy/{service}. */
export function proxyBaseUrls(): Record<Service, string> {
  return perService((service) => `/api/proxy/${service}`);
}
