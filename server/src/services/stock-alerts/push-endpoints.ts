/**
 * Where the API may send Web Push requests (docs/adr/020). A subscription's endpoint comes from
 * the browser, that is from anyone: without a rule the API would POST to any address a caller
 * names, inside the shop's network too. The default list is the browsers' push services; entries
 * of PUSH_SERVICE_HOSTS replace it: a host (`fcm.googleapis.com`), a suffix (`*.notify.windows.com`),
 * both over https only, or a whole origin (`http://127.0.0.1:9999`, the tests' push service).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

export function pushEndpointAllowed(endpoint: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return allowed.some((entry) => {
    if (entry.includes('://')) return url.origin === entry.replace(/\/+$/, '');
    if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443')) return false;
    if (entry.startsWith('*.')) return url.hostname.endsWith(entry.slice(1)) && url.hostname.length > entry.length - 1;
    return url.hostname === entry;
  });
}
