/**
 * The browser build's `src/app/seo.tsx` is `src/app/seo.browser.tsx` (which says why): every
 * import of the module is sent there, but the browser module's own, which loads the real one when
 * a Head first renders. The server render keeps seo.tsx (ADR 006 item 24).
 *
 * The import is redirected before it is resolved (webpack's NormalModuleReplacementPlugin with a
 * function, `beforeResolve`): redirected after, the module would keep seo.tsx's identifier, and
 * webpack would take the real module and the browser's for one.
 */
import path from 'node:path';

/** Any request whose last segment is `seo` or `seo.tsx`: the ones to look at. */
export const SEO_REQUEST = /(?:^|[\\/])seo(?:\.tsx)?$/;

/** What webpack hands a replacement before resolving: the request and where it is made from. */
export interface SeoResolveData {
  request: string;
  context: string;
  contextInfo: { issuer: string };
}

/** A replacement for `SEO_REQUEST` that sends imports of `<site>/src/app/seo` to the browser's module. */
export function seoInBrowser(siteDirectory: string) {
  const real = path.join(siteDirectory, 'src', 'app', 'seo');
  const browser = path.join(siteDirectory, 'src', 'app', 'seo.browser.tsx');
  return (data: SeoResolveData) => {
    if (!data.request.startsWith('.') && !path.isAbsolute(data.request)) return;
    if (path.resolve(data.context, data.request).replace(/\.tsx$/, '') !== real) return;
    if (data.contextInfo.issuer === browser) return;
    data.request = browser;
  };
}
