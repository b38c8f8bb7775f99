/**
 * Where the quick-order dialog lives on every page (app/layout.tsx): nothing until a product's
 * "buy in one click" opens it, then its chunk (the dialog and its texts).
 */
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { useAppSelector } from '../../lib/store/hooks';
import { selectQuickOrderOpen } from './quick-order-slice';

// an unnamed chunk: a named one would be listed in every page's inline chunk map (first load)
const QuickOrderDialog = lazyPart(() => import('./quick-order-dialog').then((module) => module.QuickOrderDialog));

export function QuickOrderHost() {
  const open = useAppSelector(selectQuickOrderOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <QuickOrderDialog />
    </Suspense>
  );
}
