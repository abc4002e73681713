/** The API services of spec §7.1, each with its own base URL; 'main' is the default. */
export const SERVICES = ['iam', 'main', 'edge', 'commerce', 'importer', 'inventory', 'secure', 'bff'] as const;

export type Service = (typeof SERVICES)[number];

/** A value for every service, e.g. the base URLs: `perService((service) => `/api/proxy/${service}`)`. */
export function perService<T>(value: (service: Service) => T): Record<Service, T> {
  return Object.fromEntries(SERVICES.map((service) => [service, value(service)])) as Record<Service, T>;
}

export function isService(value: string): value is Service {
  return (SERVICES as readonly string[]).includes(value);
}
