/**
 * @jest-environment jsdom
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { setOffline } from '../../lib/offline-state';
import { ASK_AGAIN_FIRST_MS, ASK_AGAIN_MAX_MS, askAgainWhileOffline } from './ask-again';

let online = true;
let stop: () => void = () => undefined;

beforeEach(() => {
  jest.useFakeTimers();
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { get: () => online, configurable: true });
  setOffline(false);
});

afterEach(() => {
  stop();
  jest.useRealTimers();
});

describe('asking the live data again while the shop is offline', () => {
  it('a failed refresh after the network came back is tried again, less often each time, until one goes through', () => {
    const refresh = jest.fn();
    stop = askAgainWhileOffline(window, refresh);
    setOffline(true); // the worker saw the refresh fail: the network was not back for it yet
    jest.advanceTimersByTime(ASK_AGAIN_FIRST_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(2 * ASK_AGAIN_FIRST_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(4 * ASK_AGAIN_FIRST_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
    setOffline(false); // a live call went through
    jest.advanceTimersByTime(10 * ASK_AGAIN_MAX_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('waits at most a minute between two tries', () => {
    const refresh = jest.fn();
    stop = askAgainWhileOffline(window, refresh);
    setOffline(true);
    jest.advanceTimersByTime(20 * ASK_AGAIN_MAX_MS);
    const calls = refresh.mock.calls.length;
    jest.advanceTimersByTime(ASK_AGAIN_MAX_MS);
    expect(refresh.mock.calls.length).toBe(calls + 1);
  });

  it('starts from the shortest wait again after the shop was back online', () => {
    const refresh = jest.fn();
    stop = askAgainWhileOffline(window, refresh);
    setOffline(true);
    jest.advanceTimersByTime(ASK_AGAIN_FIRST_MS * 3); // tries at 2 s and 6 s
    expect(refresh).toHaveBeenCalledTimes(2);
    setOffline(false);
    setOffline(true);
    jest.advanceTimersByTime(ASK_AGAIN_FIRST_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('asks nothing while the browser itself has no network, and starts again with its online event', () => {
    const refresh = jest.fn();
    online = false;
    stop = askAgainWhileOffline(window, refresh);
    setOffline(true);
    jest.advanceTimersByTime(10 * ASK_AGAIN_MAX_MS);
    expect(refresh).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event('online')); // the API still out of reach: the shop stays offline
    jest.advanceTimersByTime(ASK_AGAIN_FIRST_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stops when asked to', () => {
    const refresh = jest.fn();
    askAgainWhileOffline(window, refresh)();
    setOffline(true);
    jest.advanceTimersByTime(10 * ASK_AGAIN_MAX_MS);
    expect(refresh).not.toHaveBeenCalled();
  });
});
