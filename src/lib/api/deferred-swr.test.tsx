/**
 * A page rendered after the first one (a client-side navigation, Back) starts from SWR's cached
 * answer in its very first render: the router restores the scroll position in that render's
 * commit, over the list the shopper left (tests/e2e/shopper-fixes.spec.ts, "Back restores...").
 */
import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { useDeferredSWR, type DeferredState } from './deferred-swr';

function Probe({ id, fetcher, seen }: { id: string; fetcher: () => Promise<string>; seen: DeferredState<string>[] }) {
  const [state, query] = useDeferredSWR(['probe', id], fetcher);
  seen.push(state);
  return (
    <>
      <p>{state.data ?? 'nothing yet'}</p>
      {query}
    </>
  );
}

const never = () => new Promise<string>(() => {});

describe('useDeferredSWR', () => {
  it("renders a key's cached answer in a later page's first render, and nothing for a key not asked yet", async () => {
    const first: DeferredState<string>[] = [];
    const page = render(<Probe id="a" fetcher={async () => 'sorted by price'} seen={first} />);
    await screen.findByText('sorted by price');
    expect(first[0].data).toBeUndefined(); // the first page: nothing cached yet
    page.unmount();

    const again: DeferredState<string>[] = [];
    render(<Probe id="a" fetcher={never} seen={again} />);
    expect(again[0]).toMatchObject({ data: 'sorted by price', isLoading: false, error: undefined });
    screen.getByText('sorted by price');

    const other: DeferredState<string>[] = [];
    render(<Probe id="b" fetcher={never} seen={other} />);
    expect(other[0]).toMatchObject({ data: undefined, isLoading: true });
    await waitFor(() => expect(other.at(-1)).toMatchObject({ data: undefined, isLoading: true }));
  });
});
