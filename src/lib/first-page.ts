import { useSyncExternalStore } from 'react';

/**
 * True only while the browser hydrates the document's first page: gatsby-browser.tsx marks the
 * document at the end of it (`data-hydrated`). A boundary that hydrates later (a Suspense boundary
 * of its own, a part hydrated when seen) runs after the mark: use `useHydrating` there.
 */
export const hydratingFirstPage = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';

const noSubscription = () => () => {};

/**
 * True while this component renders on the server or hydrates its server HTML, whenever its
 * boundary hydrates; false when it is rendered in the browser (a client-side navigation, Back).
 * Hydrating, a component must render what the static HTML shows; rendered, its real state at once.
 * (React reads the server snapshot while hydrating; after hydration the value turns false and the
 * component renders once more.)
 */
export const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
