/**
 * A block's server HTML hydrated in place, as a page's first load does it: nothing hydrates until
 * the block is seen (or touched), the HTML is never replaced, and a click on a block not yet
 * hydrated is handled, not lost. jsdom has no IntersectionObserver: a stand-in reports what the
 * test says is in sight.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { TextEncoder } from 'node:util';
import { createHistory, createMemorySource, LocationProvider } from '@gatsbyjs/reach-router';
import { act } from '@testing-library/react';
import { lazy, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { WhenSeen } from './when-seen';

type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void;
const observers: { callback: Callback; targets: Element[] }[] = [];

class FakeIntersectionObserver {
  private entry: { callback: Callback; targets: Element[] };
  constructor(callback: Callback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    this.entry.targets = [];
  }
}

const seeAll = () =>
  act(async () => {
    for (const { callback, targets } of observers)
      if (targets.length) callback(targets.map((target) => ({ isIntersecting: true, target })));
  });

let renders = 0;
function Counter() {
  renders += 1;
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      clicked {count}
    </button>
  );
}

/** Counts every press, even two in one batch (the cart's toggle is a store action per press). */
function Tally() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((current) => current + 1)}>
      clicked {count}
    </button>
  );
}

const page = () => (
  <main>
    <WhenSeen>
      <Counter />
    </WhenSeen>
  </main>
);

// react-dom/server's browser build (jsdom) needs TextEncoder, which jsdom lacks.
let renderToString: typeof import('react-dom/server').renderToString;
beforeAll(async () => {
  Object.assign(globalThis, { TextEncoder });
  ({ renderToString } = await import('react-dom/server'));
});

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  observers.length = 0;
  renders = 0;
  // the server's render: no first page hydrating there (jsdom has a document the server has not)
  document.documentElement.dataset.hydrated = 'true';
  container = document.createElement('div');
  container.innerHTML = renderToString(page());
  delete document.documentElement.dataset.hydrated;
  document.body.append(container);
  renders = 0;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

async function hydrate() {
  await act(async () => {
    root = hydrateRoot(container, page());
  });
  // what gatsby-browser.tsx does once the page's shell has hydrated
  document.documentElement.dataset.hydrated = 'true';
}

describe('a block that hydrates when seen', () => {
  it('keeps its server HTML and does not render until it is seen', async () => {
    const button = container.querySelector('button');
    await hydrate();
    expect(renders).toBe(0);
    expect(container.querySelector('button')).toBe(button);
    await seeAll();
    expect(renders).toBe(1);
    // hydrated in place: the very element of the server HTML, now with its handler
    expect(container.querySelector('button')).toBe(button);
    await act(async () => button!.click());
    expect(button!.textContent).toBe('clicked 1');
  });

  it('handles a click that comes before it was seen, once', async () => {
    await hydrate();
    expect(renders).toBe(0);
    const button = container.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(button.textContent).toBe('clicked 1');
    // React hydrated the part for that click and handled it: it is not given to the button again
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(button.textContent).toBe('clicked 1');
  });

  it("gives a click that came while the part's code was on its way to its button once the part hydrates", async () => {
    let arrive: (module: { default: ComponentType }) => void = () => {};
    const LazyCounter = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    await act(async () => {
      root = hydrateRoot(
        container,
        <main>
          <WhenSeen>
            <LazyCounter />
          </WhenSeen>
        </main>,
      );
    });
    document.documentElement.dataset.hydrated = 'true';
    const button = container.querySelector('button')!;
    // the click opens the part, whose code is not there: React cannot hydrate it and drops the
    // click; nothing happens, and the shopper presses again
    await act(async () => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    await act(async () => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(renders).toBe(0);
    expect(button.textContent).toBe('clicked 0');
    await act(async () => arrive({ default: Tally }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // hydrated in place, and the button was pressed once (twice would undo a toggle such as the cart's)
    expect(container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('clicked 1');
  });

  it('holds no click on a link: the browser follows it without script', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => {};
    const LinkPart = () => (
      <a href="#later">
        <button type="button">in a link</button>
      </a>
    );
    const LazyLink = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    const other = document.createElement('div');
    document.documentElement.dataset.hydrated = 'true';
    other.innerHTML = renderToString(
      <WhenSeen>
        <LinkPart />
      </WhenSeen>,
    );
    delete document.documentElement.dataset.hydrated;
    document.body.append(other);
    let clicks = 0;
    const count = () => (clicks += 1);
    other.addEventListener('click', count);
    const linkRoot = hydrateRoot(
      other,
      <WhenSeen>
        <LazyLink />
      </WhenSeen>,
    );
    try {
      await act(async () => undefined);
      await act(async () => other.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
      await act(async () => arrive({ default: LinkPart }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      // React stopped the first click on its way; nothing clicked the button again
      expect(clicks).toBe(0);
    } finally {
      other.removeEventListener('click', count);
      act(() => linkRoot.unmount());
      other.remove();
    }
  });

  it('renders at once after the first page (a client-side navigation)', async () => {
    document.documentElement.dataset.hydrated = 'true';
    const fresh = document.createElement('div');
    document.body.append(fresh);
    const { createRoot } = await import('react-dom/client');
    const other = createRoot(fresh);
    await act(async () => other.render(page()));
    expect(fresh.querySelector('button')?.textContent).toBe('clicked 0');
    act(() => other.unmount());
    fresh.remove();
  });

  it('leaves a part nobody reaches as the server rendered it, however long the page stays open', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const button = container.querySelector('button');
      await hydrate();
      await act(async () => jest.advanceTimersByTime(120_000));
      expect(renders).toBe(0);
      expect(container.querySelector('button')).toBe(button);
    } finally {
      jest.useRealTimers();
    }
  });

  describe('when the location changes (a navigation inside the app)', () => {
    // The router renders a new location in an animation frame, which jsdom does not have.
    const frame = window.requestAnimationFrame;
    beforeAll(() => {
      window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(performance.now()), 0);
    });
    afterAll(() => {
      window.requestAnimationFrame = frame;
    });

    /** The page under the router, hydrated from its server HTML; React's recoverable errors kept. */
    async function hydrateUnderRouter() {
      const history = createHistory(createMemorySource('/'));
      const tree = () => <LocationProvider history={history}>{page()}</LocationProvider>;
      const errors: unknown[] = [];
      document.documentElement.dataset.hydrated = 'true';
      container.innerHTML = renderToString(tree());
      delete document.documentElement.dataset.hydrated;
      renders = 0;
      await act(async () => {
        root = hydrateRoot(container, tree(), { onRecoverableError: (error) => errors.push(error) });
      });
      document.documentElement.dataset.hydrated = 'true';
      return { history, errors };
    }

    /** Goes to `to` as a link does; the router renders it in the frame's timer, act flushes that. */
    async function navigate(history: ReturnType<typeof createHistory>, to: string) {
      const done = history.navigate(to);
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      await done;
    }

    it('renders a part nobody reached anew, without React error 421', async () => {
      const { history, errors } = await hydrateUnderRouter();
      expect(renders).toBe(0);
      await navigate(history, '/categories/1');
      expect(errors).toEqual([]);
      const button = container.querySelector('button')!;
      expect(button.textContent).toBe('clicked 0');
      await act(async () => button.click());
      expect(button.textContent).toBe('clicked 1');
    });

    it('keeps a hydrated part as it is', async () => {
      const { history, errors } = await hydrateUnderRouter();
      await seeAll();
      const button = container.querySelector('button')!;
      await act(async () => button.click());
      await navigate(history, '/categories/1');
      expect(errors).toEqual([]);
      expect(container.querySelector('button')).toBe(button);
      expect(button.textContent).toBe('clicked 1');
    });
  });

  it('hydrates a part that keyboard focus reaches before it is seen', async () => {
    await hydrate();
    const button = container.querySelector('button')!;
    await act(async () => button.focus());
    expect(renders).toBe(1);
    expect(document.activeElement).toBe(button);
    await act(async () => button.click());
    expect(button.textContent).toBe('clicked 1');
  });
});
