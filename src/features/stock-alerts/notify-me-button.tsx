/**
 * "Notify me when available" on a product out of stock (spec §2, §3). Only the button is in the
 * product page's first load; the dialog and its texts are a chunk fetched on the first click.
 */
import { Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { lazyPart } from '../../lib/lazy-part';
import type { AlertProduct } from './alert-product';

// an unnamed chunk: a named one would be listed in every page's inline chunk map (first load)
const NotifyMeDialog = lazyPart(() => import('./notify-me-dialog').then((module) => module.NotifyMeDialog));

export function NotifyMeButton({ product, className }: { product: AlertProduct; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        className={className}
        variant="secondary"
        aria-haspopup="dialog"
        data-testid="product-notify-me"
        onClick={() => setOpen(true)}
      >
        <Icon name="mail" /> <FormattedMessage id="product.action.notifyMe" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <NotifyMeDialog product={product} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
