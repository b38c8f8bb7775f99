/**
 * React.lazy for a part a page can live without (a panel, a drawer, the suggestion list, the image
 * viewer): its chunk is fetched on first use. If the chunk cannot be loaded, the part renders
 * nothing instead of taking the page down, and the failure goes to the reload-once rule
 * (chunk-reload.ts), which gets a tab left open across a deploy onto the new build.
 */
import { lazy, type ComponentType } from 'react';
import { reportChunkFailure } from './chunk-reload';

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        reportChunkFailure(error);
        return { default: (() => null) as ComponentType<P> };
      },
    ),
  );
}
