/** What the build writes into the worker (../build-worker.ts), shared by both sides. */
import type { OfflineTexts } from './offline-page';

export type Lng = 'tm' | 'ru' | 'en';

export interface WorkerConfig {
  /** the build's version, as in /build-meta.json */
  version: string;
  /** GATSBY_API_URL's origin when the API lives elsewhere, else null */
  apiOrigin: string | null;
  /** per language: the pages stored in the background after the first visit (home, categories, lists) */
  pages: Record<Lng, string[]>;
  /** the offline page's texts per language (locales/*.json, offline.page.*) */
  texts: Record<Lng, OfflineTexts>;
}

/** What a page tells the worker (src/features/offline/worker-link.ts). */
export interface VisitedMessage {
  type: 'visited';
  path: string;
  /** data saver or a 2g connection: store nothing in the background */
  lite: boolean;
  /**
   * The images the page shows, at the widths shown: sent for the page the worker did not control
   * yet (the first visit), whose files reached the browser before the worker did.
   */
  images?: string[];
}

/** What the worker tells a page after one of its live catalogue calls. */
export interface LiveCallMessage {
  type: 'live-call';
  /** the network answered */
  ok: boolean;
}
