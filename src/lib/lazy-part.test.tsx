/**
 * A lazily loaded part hydrated from the server's HTML, as the footer is on a first load: when its
 * chunk arrives it hydrates in place; when the chunk cannot be loaded, lazyHydratedPart keeps the
 * server's HTML on screen, where lazyPart (for parts the server does not render) gives it up.
 */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { TextEncoder } from 'node:util';
import { act } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { lazyHydratedPart, lazyPart } from './lazy-part';

function Links({ label }: { label: string }) {
  return (
    <footer>
      <a href="/footers/about">{label}</a>
    </footer>
  );
}

const page = (Part: ComponentType<{ label: string }>) => (
  <main>
    <Suspense fallback={null}>
      <Part label="About us" />
    </Suspense>
  </main>
);

// react-dom/server's browser build (jsdom) needs TextEncoder, which jsdom lacks.
let renderToString: typeof import('react-dom/server').renderToString;
beforeAll(async () => {
  Object.assign(globalThis, { TextEncoder });
  ({ renderToString } = await import('react-dom/server'));
});

/** The server's HTML of the page, hydrated with `Part`; answers the container and React's recoverable errors. */
async function hydrated(Part: ComponentType<{ label: string }>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(Links));
  document.body.append(container);
  const link = container.querySelector('a');
  const recovered: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, page(Part), { onRecoverableError: (error) => recovered.push(error) }),
  );
  // the chunk's answer and React's retry
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  return { container, link, recovered, done: () => (act(() => root.unmount()), container.remove()) };
}

const offline = () => Promise.reject(new Error('the network is down'));

describe("a lazily loaded part in the server's HTML", () => {
  it('hydrates in place when its chunk arrives', async () => {
    const { container, link, recovered, done } = await hydrated(lazyHydratedPart(async () => Links));
    expect(container.querySelector('a')).toBe(link);
    expect(recovered).toEqual([]);
    done();
  });

  it("keeps the server's HTML when its chunk cannot be loaded", async () => {
    const { container, link, recovered, done } = await hydrated(lazyHydratedPart<{ label: string }>(offline));
    expect(container.querySelector('a')).toBe(link);
    expect(link?.textContent).toBe('About us');
    expect(recovered).toEqual([]);
    done();
  });

  it('is given up by lazyPart, which is for parts the server does not render', async () => {
    // React's development build warns of the mismatch it then recovers from
    const warnings = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { container, recovered, done } = await hydrated(lazyPart<{ label: string }>(offline));
      expect(container.querySelector('a')).toBeNull();
      expect(recovered).toHaveLength(1);
      expect(String(warnings.mock.calls[0]?.[0])).toContain('Did not expect server HTML');
      done();
    } finally {
      warnings.mockRestore();
    }
  });
});
