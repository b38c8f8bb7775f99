/**
 * The few service-worker types the worker uses. The site's TypeScript program has the DOM library,
 * whose globals clash with the WebWorker library's, so the worker names what it needs here.
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly clientId: string;
  respondWith(response: Response | Promise<Response>): void;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly source: { id: string } | null;
}

export interface WindowClient {
  readonly id: string;
  readonly url: string;
  postMessage(message: unknown): void;
}

export interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    get(id: string): Promise<WindowClient | undefined>;
    matchAll(options?: { type?: 'window'; includeUncontrolled?: boolean }): Promise<readonly WindowClient[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
