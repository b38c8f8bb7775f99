// Gatsby's router (a dependency of gatsby, without types of its own): the one part the offline
// chunk uses, the history's route changes (src/features/offline/start-offline.ts).
declare module '@gatsbyjs/reach-router' {
  export const globalHistory: {
    listen(listener: (event: { location: Location; action: string }) => void): () => void;
  };
}
