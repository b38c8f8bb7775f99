/**
 * useHydrating tells a component hydrating server HTML from one rendered in the browser, whatever
 * the document's mark says: a boundary may hydrate after gatsby-browser.tsx marked the document as
 * hydrated, and rendering its real state then would not match the server HTML (the phone's
 * filter drawer stopped opening when a listing read the mark).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { TextEncoder } from 'node:util';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useHydrating } from './first-page';

Object.assign(globalThis, { TextEncoder });

function Probe({ seen }: { seen: boolean[] }) {
  const hydrating = useHydrating();
  seen.push(hydrating);
  return <p>{hydrating ? 'as on the server' : 'rendered here'}</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

describe('useHydrating', () => {
  it('is true while hydrating, even after the document is marked hydrated, then false', async () => {
    const { renderToString } = await import('react-dom/server');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={[]} />);
    document.body.append(container);
    document.documentElement.dataset.hydrated = 'true';
    const seen: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />);
    });
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
    expect(container.textContent).toBe('rendered here');
  });

  it('is false from the first render of a part rendered in the browser', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const seen: boolean[] = [];
    await act(async () => {
      createRoot(container).render(<Probe seen={seen} />);
    });
    expect(seen).toEqual([false]);
  });
});
