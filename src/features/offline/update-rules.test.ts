/**
 * @jest-environment jsdom
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { BUILD_CHECK_MS, fetchBuildVersion, watchBuild } from './build-watch';
import { createReloader, isMidForm } from './update-rules';

afterEach(() => {
  delete document.documentElement.dataset.buildUpdate;
  delete document.documentElement.dataset.buildChecks;
  delete document.documentElement.dataset.buildVersion;
  document.body.innerHTML = '';
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the update rules (spec §4)', () => {
  it('counts the checkout and an open dialog as mid-form, in every language', () => {
    expect(isMidForm(document, '/cart-view')).toBe(true);
    expect(isMidForm(document, '/ru/cart-view')).toBe(true);
    expect(isMidForm(document, '/en/cart-view/step')).toBe(true);
    expect(isMidForm(document, '/cart')).toBe(false);
    expect(isMidForm(document, '/en/product/4')).toBe(false);
    document.body.innerHTML = '<div role="dialog" aria-modal="true">Categories</div>';
    expect(isMidForm(document, '/en/product/4')).toBe(true);
  });

  it('reloads at once outside a form, and once per build version', () => {
    const reload = jest.fn();
    const reloader = createReloader(window, reload);
    reloader.newBuild('2');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.buildUpdate).toBe('reloading');
    reloader.newBuild('2'); // the reloaded tab meets the same version: no loop
    expect(reload).toHaveBeenCalledTimes(1);
    reloader.newBuild('3');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('mid-form, waits for the next navigation', () => {
    const reload = jest.fn();
    window.history.replaceState(null, '', '/ru/cart-view');
    const reloader = createReloader(window, reload);
    reloader.newBuild('2');
    expect(reload).not.toHaveBeenCalled();
    expect(reloader.waiting).toBe(true);
    expect(document.documentElement.dataset.buildUpdate).toBe('waiting');
    reloader.routeChanged();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloader.waiting).toBe(false);
    expect(document.documentElement.dataset.buildUpdate).toBe('reloading');
    reloader.routeChanged();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('an open dialog holds the reload until the shopper navigates', () => {
    const reload = jest.fn();
    const reloader = createReloader(window, reload);
    document.body.innerHTML = '<aside role="dialog" aria-modal="true"></aside>';
    reloader.newBuild('5');
    document.body.innerHTML = '';
    expect(reload).not.toHaveBeenCalled();
    reloader.routeChanged();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('the build version watch', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('takes the first version as the running one and reports a new one, every 10 minutes and when the tab shows', async () => {
    const versions = ['1', '1', '2', '2'];
    const version = jest.fn(async () => versions.shift());
    const onNewBuild = jest.fn();
    const watch = watchBuild(window, onNewBuild, version);
    await Promise.resolve();
    expect(version).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(BUILD_CHECK_MS);
    await Promise.resolve();
    expect(version).toHaveBeenCalledTimes(2);
    expect(onNewBuild).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
    await Promise.resolve();
    expect(version).toHaveBeenCalledTimes(3);
    expect(onNewBuild).toHaveBeenCalledWith('2');
    watch.stop();
    jest.advanceTimersByTime(BUILD_CHECK_MS * 2);
    expect(version).toHaveBeenCalledTimes(3);
  });

  it('an unanswered check (offline) changes nothing: the first answered one names the running version', async () => {
    const versions = [undefined, undefined, '4', '4', '5'];
    const onNewBuild = jest.fn();
    const watch = watchBuild(window, onNewBuild, async () => versions.shift());
    await watch.ready;
    expect(document.documentElement.dataset.buildVersion).toBeUndefined();
    await watch.check();
    expect(document.documentElement.dataset.buildVersion).toBeUndefined();
    await watch.check();
    expect(document.documentElement.dataset.buildVersion).toBe('4');
    await watch.check();
    expect(onNewBuild).not.toHaveBeenCalled();
    await watch.check();
    expect(onNewBuild).toHaveBeenCalledWith('5');
    // The running version stays the tab's own: the new one is the reload's to take.
    expect(document.documentElement.dataset.buildVersion).toBe('4');
    watch.stop();
  });

  it('counts each handled answer on <html data-build-checks>, an unanswered one too', async () => {
    const versions = ['1', undefined, '2'];
    const onNewBuild = jest.fn((_version: string) => expect(document.documentElement.dataset.buildChecks).toBe('2'));
    const watch = watchBuild(window, onNewBuild, async () => versions.shift());
    await watch.ready;
    expect(document.documentElement.dataset.buildChecks).toBe('1');
    await watch.check();
    expect(document.documentElement.dataset.buildChecks).toBe('2');
    await watch.check();
    // The new build was handled before the count says so.
    expect(onNewBuild).toHaveBeenCalledWith('2');
    expect(document.documentElement.dataset.buildChecks).toBe('3');
    watch.stop();
  });

  it('reads the version file without the HTTP cache, and nothing from a failed or odd answer', async () => {
    const answer =
      (ok: boolean, body: unknown) =>
      async (..._call: unknown[]) => ({ ok, json: async () => body });
    const fetcher = jest.fn(answer(true, { version: '9-x' }));
    expect(await fetchBuildVersion(fetcher as unknown as typeof fetch)).toBe('9-x');
    expect(fetcher.mock.calls).toEqual([['/build-meta.json', { cache: 'no-store' }]]);
    expect(await fetchBuildVersion(answer(false, {}) as unknown as typeof fetch)).toBeUndefined();
    expect(await fetchBuildVersion(answer(true, { version: 3 }) as unknown as typeof fetch)).toBeUndefined();
    const offline = async () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await fetchBuildVersion(offline as unknown as typeof fetch)).toBeUndefined();
  });
});
