/**
 * /cart (spec §4): each line with its live price and stock, a stepper and remove; clear; the total
 * of the available lines; checkout leads to /cart-view. When a live price differs from the price a
 * line was added at, the shopper is told and the lines take the new prices. A line is cart-line-row.tsx,
 * the summary cart-summary.tsx. An order waiting for its card payment is named above the lines (or
 * above "your cart is empty"), with the ways to pay it (orders' WaitingOrderNotice).
 */
import styled from '@emotion/styled';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../components/ui/icons';
import { WarningBox } from '../../components/ui/notice';
import { LaterTextsBoundary } from '../../components/ui/later-texts-boundary';
import { ListTitle, LoadError, Screen, Skeleton, listGate } from '../../components/ui/list-states';
import type { TextsLoaders } from '../../lib/later-texts';
import { useLng } from '../../lib/lng-context';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { theme } from '../../lib/theme';
import { useProductCards } from '../catalog';
import { OfflineMark } from '../offline';
import { WaitingOrderNotice } from '../orders';
import { toastShown } from '../toasts';
import { CartLineRow } from './cart-line-row';
import {
  availableTotal,
  cartLinesRemoved,
  cartPricesRefreshed,
  changedPrices,
  productsInCart,
  selectCartLines,
  selectCartLoaded,
} from './cart-slice';
import { CartSummary } from './cart-summary';
import '../../lib/carried-texts/routes';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  gap: ${theme.space(6)};
  align-items: start;
  ${theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space(4)};
  }
`;

const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

function CartScreenBody() {
  const intl = useIntl();
  const lng = useLng();
  const dispatch = useAppDispatch();
  const loaded = useAppSelector(selectCartLoaded);
  const lines = useAppSelector(selectCartLines);
  // Lines the API refuses (an id out of its range) leave the cart, so the rest can be shown.
  const dropRefused = useCallback(
    (ids: number[]) => {
      dispatch(cartLinesRemoved(ids));
      dispatch(toastShown({ variant: 'warn', messageId: 'toast.lists.repaired' }));
    },
    [dispatch],
  );
  const { data, error, mutate } = useProductCards(
    'cart',
    lines.map((line) => line.id),
    lng,
    dropRefused,
  );
  const [changed, setChanged] = useState<Map<number, number>>(new Map());

  // Live products in: keep those still in the cart, and take over changed prices (telling the
  // shopper which lines changed and from what).
  useEffect(() => {
    if (!data) return;
    const differ = changedPrices(lines, data);
    if (differ.length) {
      setChanged((previous) => {
        const next = new Map(previous);
        for (const { id } of differ)
          if (!next.has(id)) next.set(id, lines.find((line) => line.id === id)?.cartPrice ?? 0);
        return next;
      });
      dispatch(cartPricesRefreshed(differ));
    }
  }, [data, lines, dispatch]);

  // An order confirmed and waiting for its card payment is shown first: its cart was emptied.
  const title = (
    <>
      <ListTitle titleId="route.cart.title" countId="cart.lines" count={lines.length} />
      <WaitingOrderNotice />
    </>
  );
  const gate = listGate({
    loaded,
    count: lines.length,
    title,
    skeletonHeight: 128,
    empty: { icon: 'cart', titleId: 'cart.empty.title', textId: 'cart.empty.text' },
  });
  if (gate) return gate;
  // The live products of the lines still in the cart (the previous answer while a new one loads).
  const shown = productsInCart(lines, data ?? []);
  const live = new Map(shown.map((product) => [product.id, product]));
  const waiting = data === undefined && !error;
  const total = availableTotal(lines, shown);
  const pieces = lines.reduce((sum, line) => sum + (live.get(line.id)?.inStock ? line.count : 0), 0);
  const unavailable = waiting ? 0 : lines.filter((line) => !live.get(line.id)?.inStock).length;
  return (
    <Screen>
      {title}
      <OfflineMark />
      {changed.size > 0 && (
        <WarningBox role="alert" data-testid="price-changed">
          <Icon name="alert" />
          <p>
            <FormattedMessage id="cart.pricesChanged" />
          </p>
        </WarningBox>
      )}
      {error && data === undefined ? (
        <LoadError error={error} onRetry={() => void mutate()} />
      ) : (
        <Columns>
          <Lines aria-busy={waiting} aria-label={intl.formatMessage({ id: 'cart.list.label' })}>
            {waiting
              ? lines.map((line) => (
                  <li key={line.id}>
                    <Skeleton height={128} />
                  </li>
                ))
              : lines.map((line) => (
                  <CartLineRow
                    key={line.id}
                    line={line}
                    product={live.get(line.id)}
                    changedFrom={changed.get(line.id)}
                  />
                ))}
          </Lines>
          <CartSummary waiting={waiting} pieces={pieces} unavailable={unavailable} total={total} />
        </Columns>
      )}
    </Screen>
  );
}

/** Texts `cart.*` come with the screen, not in the catalogue pages' first load (docs/adr/006). */
const TEXTS: TextsLoaders = {
  tm: () => import('../../../locales/tm.json?part=cart'),
  ru: () => import('../../../locales/ru.json?part=cart'),
  en: () => import('../../../locales/en.json?part=cart'),
};

export function CartScreen() {
  return (
    <LaterTextsBoundary group="cart" loaders={TEXTS} titleId="route.cart.title">
      <CartScreenBody />
    </LaterTextsBoundary>
  );
}
