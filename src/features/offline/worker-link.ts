/**
 * The page's side of the service worker (/sw.js, scope /; docs/adr/019): registration (a failure
 * sets the error flag), the worker's reports of live calls (the offline banner), the pages visited
 * (stored for offline use), and a new worker taking control (a new build: the update rules).
 */
import { setOffline, setWorkerFailed } from '../../lib/offline-state';

export const WORKER_URL = '/sw.js';

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Data saver or a 2g connection: the worker stores nothing in the background for this shopper. */
export function isLiteConnection(nav: Navigator): boolean {
  const connection = (nav as Navigator & { connection?: Connection }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

export interface WorkerLink {
  registration: ServiceWorkerRegistration | null;
  /** tells the worker a page was shown (it stores it, and its language's pages once per build) */
  visited(pathname: string, images?: string[]): void;
}

export async function linkWorker(win: Window, onNewWorker: () => void): Promise<WorkerLink> {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return { registration: null, visited: () => undefined };
  // The first worker of this browser also takes control (clientsClaim): that is no new build.
  let controlled = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (controlled) onNewWorker();
    controlled = true;
  });
  container.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; ok?: boolean } | null;
    if (data?.type === 'live-call') setOffline(!data.ok);
  });
  let registration: ServiceWorkerRegistration | null = null;
  try {
    registration = await container.register(WORKER_URL, { scope: '/' });
  } catch {
    setWorkerFailed();
  }
  const visited = (pathname: string, images?: string[]) => {
    if (!registration) return;
    const message = { type: 'visited', path: pathname, lite: isLiteConnection(win.navigator), images };
    void container.ready.then((ready) => ready.active?.postMessage(message));
  };
  return { registration, visited };
}

/** The images a page shows, as the browser chose them (srcset width), for the worker to store. */
export const shownImages = (doc: Document): string[] =>
  [...doc.images].map((image) => image.currentSrc).filter((src) => /^https?:/.test(src));
