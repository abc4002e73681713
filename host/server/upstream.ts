import { perService, type Service } from '../../engine';

/** The origin that stands for "our own API, called in-process" in server-side URLs. */
export const IN_PROCESS_ORIGIN = 'http://api.internal';

/**
 * Where each service lives for the server: KS_{SERVICE}_API_URL when set (a real deployment), else
 * our reference API in this process.
 */
export function upstreamBaseUrls(env: NodeJS.ProcessEnv = process.env): Record<Service, string> {
  return perService((service) => env[`KS_${service.toUpperCase()}_API_URL`] ?? IN_PROCESS_ORIGIN);
}

/** A fetch that answers in-process URLs with the API app and sends any other URL over the network. */
export function upstreamFetch(api: { fetch: (request: Request) => Response | Promise<Response> }): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    return new URL(request.url).origin === IN_PROCESS_ORIGIN ? api.fetch(request) : fetch(request);
  };
}
