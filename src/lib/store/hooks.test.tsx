/**
 * The store's bindings (hooks.tsx): a component renders again when what it selects changes, not on
 * every dispatch; a selection that is equal keeps its reference; a page hydrates with the state
 * its HTML was rendered with and then shows the store's.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { legacy_createStore, type Reducer } from 'redux';
import { hydrateRoot } from 'react-dom/client';
import { TextEncoder } from 'node:util';
import { StoreProvider, useAppDispatch, useAppSelector, useAppStore } from './hooks';

interface State {
  count: number;
  other: number;
  items: number[];
}
type Action = { type: 'count' } | { type: 'other' } | { type: 'items'; items: number[] };

const reducer: Reducer<State, Action, State> = (state = { count: 0, other: 0, items: [] }, action) => {
  switch (action.type) {
    case 'count':
      return { ...state, count: state.count + 1 };
    case 'other':
      return { ...state, other: state.other + 1 };
    case 'items':
      return { ...state, items: action.items };
    default:
      return state;
  }
};

const makeStore = (state?: State) => legacy_createStore(reducer, state);

// react-dom/server's browser build (jsdom) needs TextEncoder, which jsdom lacks.
let renderToString: typeof import('react-dom/server').renderToString;
beforeAll(async () => {
  Object.assign(globalThis, { TextEncoder });
  ({ renderToString } = await import('react-dom/server'));
});

describe("the store's bindings", () => {
  it('renders a component again only when its selection changes', () => {
    const store = makeStore();
    let renders = 0;
    function Count() {
      renders += 1;
      return <p>count {useAppSelector((state: State) => state.count)}</p>;
    }
    render(
      <StoreProvider store={store}>
        <Count />
      </StoreProvider>,
    );
    expect(screen.getByText('count 0')).toBeInTheDocument();
    const first = renders;
    act(() => {
      store.dispatch({ type: 'other' });
    });
    expect(renders).toBe(first);
    act(() => {
      store.dispatch({ type: 'count' });
    });
    expect(screen.getByText('count 1')).toBeInTheDocument();
    expect(renders).toBe(first + 1);
  });

  it('keeps an equal selection by reference with an equality function, and gives a new one when it differs', () => {
    const store = makeStore();
    const seen: number[][] = [];
    const sameItems = (a: number[], b: number[]) => a.length === b.length && a.every((item, i) => item === b[i]);
    function Items() {
      const items = useAppSelector((state: State) => state.items.filter((item) => item > 1), sameItems);
      seen.push(items);
      return <p>{items.join(',') || 'none'}</p>;
    }
    render(
      <StoreProvider store={store}>
        <Items />
      </StoreProvider>,
    );
    act(() => {
      store.dispatch({ type: 'items', items: [1] });
    });
    expect(seen.every((items) => items === seen[0])).toBe(true);
    act(() => {
      store.dispatch({ type: 'items', items: [1, 2, 3] });
    });
    expect(screen.getByText('2,3')).toBeInTheDocument();
    expect(seen[seen.length - 1]).not.toBe(seen[0]);
  });

  it('gives the dispatch and the store of the provider', () => {
    const store = makeStore();
    let read = -1;
    function Button() {
      const dispatch = useAppDispatch();
      const current = useAppStore<State>();
      return (
        <button
          type="button"
          onClick={() => {
            dispatch({ type: 'count' });
            read = current.getState().count;
          }}
        >
          {useAppSelector((state: State) => state.count)}
        </button>
      );
    }
    render(
      <StoreProvider store={store}>
        <Button />
      </StoreProvider>,
    );
    act(() => {
      screen.getByRole('button').click();
    });
    expect(read).toBe(1);
    expect(screen.getByRole('button')).toHaveTextContent('1');
  });

  it('hydrates with the state the HTML was rendered with, then shows the store’s', async () => {
    const served = { count: 0, other: 0, items: [] };
    function Count() {
      return <p>count {useAppSelector((state: State) => state.count)}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <StoreProvider store={makeStore(served)}>
        <Count />
      </StoreProvider>,
    );
    document.body.append(container);
    // the browser's store has read the cookies by now: another count than the HTML's
    const store = makeStore({ ...served, count: 5 });
    await act(async () => {
      hydrateRoot(
        container,
        <StoreProvider store={store} serverState={served}>
          <Count />
        </StoreProvider>,
      );
    });
    // no hydration mismatch (setup-dom fails a test on any console.error), then the store's count
    expect(container).toHaveTextContent('count 5');
    container.remove();
  });

  it('tells what is missing when a component has no provider', () => {
    function Lost() {
      useAppDispatch();
      return null;
    }
    const error = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Lost />)).toThrow('StoreProvider');
    } finally {
      console.error = error;
    }
  });
});
