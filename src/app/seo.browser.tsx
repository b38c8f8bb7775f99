/**
 * `src/app/seo.tsx` as the browser has it: the browser build puts this module in its place for
 * every importer but this one (plugins/gatsby-plugin-shop-build/src/seo-in-browser.ts; the server
 * render keeps seo.tsx). Gatsby renders a page's Head in the browser too, after the page, into a
 * hidden root, and moves what it rendered into the document's head; on a page reached by a link,
 * that is what writes its title, canonical address and JSON-LD. The page the shopper opened has
 * its head from the server already, so the tags' code (seo.tsx, with its JSON-LD builders) is not
 * part of the first load: `Seo` loads it when a Head first renders (ADR 006 item 24).
 *
 * Until the module is in, `Seo` suspends. Gatsby's hidden root has no Suspense boundary (a Head is
 * not wrapped in the shop's providers, src/app/root-wrapper.tsx), so the root commits nothing and
 * Gatsby leaves the head as the server wrote it; once the module is in, the Head renders and Gatsby
 * compares its tags with the head's, as on any page. A module that cannot be loaded (offline, a
 * deploy in between) keeps that Head suspended, the head as it was, and is asked for again by the
 * next Head.
 */
import type { ComponentType } from 'react';
import type { SeoProps } from './seo';

export type { JsonLd, SeoProps } from './seo';

let tags: ComponentType<SeoProps> | undefined;
let loading: Promise<void> | undefined;

/** Starts loading seo.tsx once; a failed load is forgotten, so that the next Head asks again. */
function load(): Promise<void> {
  loading ??= import('./seo').then(
    (module) => {
      tags = module.Seo;
    },
    () => {
      loading = undefined;
      // The Head that asked stays suspended: the head the page has is kept as it is.
      return new Promise<void>(() => undefined);
    },
  );
  return loading;
}

export function Seo(props: SeoProps) {
  if (!tags) throw load();
  const Tags = tags;
  return <Tags {...props} />;
}
