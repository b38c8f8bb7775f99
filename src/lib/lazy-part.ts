/**
 * React.lazy for a part a page can live without (a panel, a drawer, the suggestion list, the image
 * viewer): its chunk is fetched on first use. If the chunk cannot be loaded, the part renders
 * nothing instead of taking the page down, and the failure goes to the reload-once rule
 * (chunk-reload.ts), which gets a tab left open across a deploy onto the new build.
 */
import { lazy, type ComponentType } from 'react';
import { reportChunkFailure } from './chunk-reload';

/** React.lazy over `load`; a failed load is reported, and the part then becomes `failed()`. */
function lazyLoaded<P extends object>(
  load: () => Promise<ComponentType<P>>,
  failed: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        reportChunkFailure(error);
        return failed();
      },
    ),
  );
}

export const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyLoaded(load, async () => ({ default: (() => null) as ComponentType<P> }));

/**
 * The same for a part that is in the static page and hydrates with its code (the footer, ADR 022
 * item 7). If the chunk cannot be loaded, the part stays suspended: React keeps its server HTML
 * on screen as it is (links that work as links) instead of hydrating it to nothing; rendered after
 * the first page, it shows nothing, as a failed lazyPart does.
 */
export const lazyHydratedPart = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyLoaded(load, () => new Promise<never>(() => {}));
