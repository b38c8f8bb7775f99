import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TextEncoder } from 'node:util';
import { fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { hydratePage } from './hydrate';

// react-dom/server's browser build (jsdom) needs TextEncoder, which jsdom lacks.
let renderToString: typeof import('react-dom/server').renderToString;
beforeAll(async () => {
  Object.assign(globalThis, { TextEncoder });
  ({ renderToString } = await import('react-dom/server'));
});

/** A part that takes `ms` of the main thread to render, as a card does on a slow phone. */
let rendered = 0;
function Slow({ ms }: { ms: number }) {
  const until = performance.now() + ms;
  while (performance.now() < until);
  rendered += 1;
  return <li>part</li>;
}

function Page({ parts }: { parts: number }) {
  const [count, setCount] = useState(0);
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setCount(count + 1)}>
        {count}
      </button>
      <ul>
        {Array.from({ length: parts }, (_, index) => (
          <Slow key={index} ms={3} />
        ))}
      </ul>
    </div>
  );
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits, a macrotask at a time, until `done`; answers how many of the waits saw the work half done. */
async function watch(done: () => boolean, partial: () => boolean): Promise<number> {
  let seenPartial = 0;
  for (let waits = 0; !done(); waits += 1) {
    if (waits > 2000) throw new Error('the page did not hydrate');
    if (partial()) seenPartial += 1;
    await tick();
  }
  return seenPartial;
}

describe('hydratePage', () => {
  // the page starts as in a browser: React schedules its work itself, no test's act() around it
  let actEnvironment: unknown;
  beforeAll(() => {
    actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  });
  afterAll(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: actEnvironment });
  });

  it('hydrates the server’s page in slices, keeping its elements, then handles clicks', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page parts={20} />);
    document.body.replaceChildren(container);
    const button = container.querySelector('button')!;
    rendered = 0;
    hydratePage(<Page parts={20} />, container);
    // 20 parts of 3 ms each: in slices of 5 ms the browser gets the thread back between them
    const partialViews = await watch(
      () => rendered === 20,
      () => rendered > 0 && rendered < 20,
    );
    expect(partialViews).toBeGreaterThan(2);
    await tick();
    expect(container.querySelector('button')).toBe(button);
    fireEvent.click(button);
    await watch(
      () => button.textContent === '1',
      () => false,
    );
    expect(button.textContent).toBe('1');
  });

  it('renders a page whose HTML is empty', async () => {
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    hydratePage(<Page parts={1} />, container);
    await watch(
      () => container.querySelector('button') !== null,
      () => false,
    );
    expect(container.querySelector('button')!.textContent).toBe('0');
  });
});
