// Gatsby's router (a dependency of gatsby, without types of its own): the parts the shop uses, the
// history's route changes (src/features/offline/start-offline.ts) and the location's context, which
// holds a new location object after every navigation and is absent outside a router
// (src/components/ui/when-seen.tsx).
declare module '@gatsbyjs/reach-router' {
  export const globalHistory: {
    listen(listener: (event: { location: Location; action: string }) => void): () => void;
  };
  export function useLocationContext(): { location: Location } | undefined;
  /** A history over an address of its own, for a router outside a browser's window (tests). */
  export interface HistorySource {
    readonly location: Location;
  }
  export function createMemorySource(path: string): HistorySource;
  export function createHistory(source: HistorySource): {
    navigate(to: string): Promise<void>;
  };
  export function LocationProvider(props: {
    history: ReturnType<typeof createHistory>;
    children: import('react').ReactNode;
  }): import('react').ReactElement;
}
