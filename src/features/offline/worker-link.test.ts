/**
 * @jest-environment jsdom
 */
import { describe, expect, it, jest } from '@jest/globals';
import { offlineState } from '../../lib/offline-state';
import { isLiteConnection, linkWorker } from './worker-link';

/** A service worker container as the browser gives it, with the events the page listens to. */
function fakeContainer(register: () => Promise<unknown>, controller: object | null = null) {
  const target = new EventTarget();
  const container = Object.assign(target, {
    controller,
    register: jest.fn((..._call: unknown[]) => register()),
    ready: Promise.resolve({ active: { postMessage: jest.fn() } }),
  });
  Object.defineProperty(window.navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

describe('the page and its service worker', () => {
  it('a registration error sets the error flag', async () => {
    fakeContainer(() => Promise.reject(new Error('SecurityError')));
    const link = await linkWorker(window, jest.fn());
    expect(link.registration).toBeNull();
    expect(offlineState().workerFailed).toBe(true);
    expect(document.documentElement.dataset.workerFailed).toBe('true');
  });

  it('registers /sw.js for the whole site; only a later worker taking control counts as an update', async () => {
    const container = fakeContainer(async () => ({ scope: '/' }));
    const onNewWorker = jest.fn();
    await linkWorker(window, onNewWorker);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    container.dispatchEvent(new Event('controllerchange')); // the first worker claims the page
    expect(onNewWorker).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange')); // a new build's worker
    expect(onNewWorker).toHaveBeenCalledTimes(1);
  });

  it("goes offline and back with the worker's reports of live calls", async () => {
    const container = fakeContainer(async () => ({ scope: '/' }), {});
    await linkWorker(window, jest.fn());
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'live-call', ok: false } }));
    expect(offlineState().offline).toBe(true);
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'live-call', ok: true } }));
    expect(offlineState().offline).toBe(false);
  });

  it('tells the worker of visits, flagged lite on data saver or 2g', async () => {
    const container = fakeContainer(async () => ({ scope: '/' }), {});
    const link = await linkWorker(window, jest.fn());
    link.visited('/ru/product/4');
    const active = (await container.ready).active;
    await Promise.resolve();
    expect(active.postMessage).toHaveBeenCalledWith({
      type: 'visited',
      path: '/ru/product/4',
      lite: false,
      images: undefined,
    });
    expect(isLiteConnection({ connection: { saveData: true } } as unknown as Navigator)).toBe(true);
    expect(isLiteConnection({ connection: { effectiveType: 'slow-2g' } } as unknown as Navigator)).toBe(true);
    expect(isLiteConnection({ connection: { effectiveType: '2g' } } as unknown as Navigator)).toBe(true);
    expect(isLiteConnection({ connection: { effectiveType: '4g' } } as unknown as Navigator)).toBe(false);
    expect(isLiteConnection({} as Navigator)).toBe(false);
  });
});
