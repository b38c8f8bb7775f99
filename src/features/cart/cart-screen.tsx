/**
 * /cart (spec §4): each line with its live price and stock, a stepper and remove; clear; the total
 * of the available lines; checkout leads to /cart-view. When a live price differs from the price a
 * line was added at, the shopper is told and the lines take the new prices.
 */
import { LaterTextsBoundary } from '../../components/ui/later-texts-boundary';
import type { TextsLoaders } from '../../lib/later-texts';
import styled from '@emotion/styled';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { ApiImage } from '../../components/ui/api-image';
import { Button, LinkButton } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { LocalLink } from '../../components/ui/local-link';
import { PriceTag } from '../../components/ui/price-tag';
import type { ProductCard } from '../../lib/catalog-types';
import { useLng, useLocalPath } from '../../lib/lng-context';
import { formatPrice } from '../../lib/price';
import { paths } from '../../lib/routes';
import { theme } from '../../lib/theme';
import { useProductCards } from '../catalog';
import { StockState } from '../../components/ui/stock-state';
import { ListTitle, LoadError, Screen, Skeleton, listGate } from '../../components/ui/list-states';
import { OfflineMark } from '../offline';
import { toastShown } from '../toasts';
import {
  availableTotal,
  cartCleared,
  cartCountChanged,
  cartLinesRemoved,
  cartPricesRefreshed,
  changedPrices,
  productsInCart,
  selectCartLines,
  selectCartLoaded,
  type CartLine,
} from './cart-slice';
import { QuantityStepper } from './quantity-stepper';
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

const Line = styled.li`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr) auto;
  grid-template-areas: 'image info total' 'image controls total';
  gap: ${theme.space(2)} ${theme.space(4)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.card};
  &.unavailable {
    background: #fafbfc;
  }
  &.unavailable .media,
  &.unavailable .info a {
    opacity: 0.6;
  }
  &.changed {
    box-shadow:
      0 0 0 2px #f3c27a,
      ${theme.shadow.card};
  }
  .media {
    grid-area: image;
    width: 96px;
    height: 96px;
  }
  .info {
    grid-area: info;
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-width: 0;
  }
  .info small {
    color: ${theme.color.muted};
    font-size: 12px;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .info a {
    color: ${theme.color.text};
    font-weight: 600;
    text-decoration: none;
    line-height: 1.35;
  }
  .info a:hover {
    color: ${theme.color.brand};
  }
  .info [data-testid='price'] {
    min-height: 0;
  }
  .was {
    color: #a15c00;
    font-size: 13px;
  }
  .controls {
    grid-area: controls;
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
    flex-wrap: wrap;
  }
  .total {
    grid-area: total;
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 4px;
    text-align: right;
  }
  .total strong {
    font-size: 18px;
    white-space: nowrap;
  }
  .total span {
    color: ${theme.color.muted};
    font-size: 13px;
    white-space: nowrap;
  }
  ${theme.media.mobile} {
    grid-template-columns: 72px minmax(0, 1fr);
    grid-template-areas: 'image info' 'controls controls' 'total total';
    padding: ${theme.space(3)};
    .media {
      width: 72px;
      height: 72px;
    }
    .total {
      flex-direction: row;
      justify-content: space-between;
      align-items: baseline;
    }
  }
`;

const Summary = styled.aside`
  position: sticky;
  top: calc(${theme.layout.headerHeight} + ${theme.space(18)});
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  padding: ${theme.space(5)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.card};
  h2 {
    margin: 0;
    font-size: 19px;
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${theme.space(2)};
    margin: 0;
    font-size: 15px;
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
  .grand {
    padding-top: ${theme.space(3)};
    border-top: 1px solid ${theme.color.line};
    font-size: 20px;
  }
  .grand dd {
    font-weight: 800;
  }
  a,
  button {
    width: 100%;
  }
  .confirm {
    display: flex;
    gap: ${theme.space(2)};
    align-items: center;
    flex-wrap: wrap;
    font-size: 14px;
  }
  .confirm p {
    flex: 1 0 100%;
    margin: 0;
  }
  .confirm button {
    flex: 1;
    width: auto;
  }
  ${theme.media.mobile} {
    position: static;
  }
`;

const Notice = styled.div`
  display: flex;
  gap: ${theme.space(3)};
  align-items: flex-start;
  margin-bottom: ${theme.space(4)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: #fff4e0;
  color: #6b3d00;
  font-size: 15px;
  line-height: 1.45;
  svg {
    flex: none;
    color: #a15c00;
  }
  p {
    margin: 0;
  }
`;

const RemoveButton = styled(Button)`
  min-height: 40px;
  padding: 0 ${theme.space(2)};
  color: ${theme.color.muted};
  font-weight: 500;
  font-size: 14px;
  &:hover {
    color: ${theme.color.danger};
  }
`;

function CartLineRow({
  line,
  product,
  changedFrom,
}: {
  line: CartLine;
  product: ProductCard | undefined;
  changedFrom: number | undefined;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const name = product?.name ?? intl.formatMessage({ id: 'cart.line.gone' }, { id: line.id });
  const available = product?.inStock === true;
  const setCount = (count: number) => {
    dispatch(cartCountChanged({ id: line.id, count }));
    if (count < 1) dispatch(toastShown({ variant: 'info', messageId: 'toast.cart.removed', values: { name } }));
  };
  return (
    <Line
      className={[available ? '' : 'unavailable', changedFrom !== undefined ? 'changed' : ''].join(' ')}
      data-testid="cart-line"
      data-product-id={line.id}
    >
      <div className="media">{product?.image && <ApiImage path={product.image} alt="" width={96} sizes="96px" />}</div>
      <div className="info">
        {product && <small>{product.brand.name}</small>}
        {product ? <LocalLink to={paths.product(line.id)}>{product.name}</LocalLink> : <strong>{name}</strong>}
        {product && <PriceTag offer={product} />}
        {product ? (
          <StockState inStock={product.inStock} />
        ) : (
          <span className="was">
            <FormattedMessage id="cart.line.goneText" />
          </span>
        )}
        {changedFrom !== undefined && (
          <span className="was" data-testid="price-was">
            <FormattedMessage id="cart.line.priceWas" values={{ price: formatPrice(changedFrom) }} />
          </span>
        )}
      </div>
      <div className="controls">
        <QuantityStepper count={line.count} name={name} onChange={setCount} />
        <RemoveButton
          variant="ghost"
          onClick={() => setCount(0)}
          aria-label={intl.formatMessage({ id: 'cart.remove' }, { name })}
        >
          <Icon name="trash" size={18} /> <FormattedMessage id="cart.removeShort" />
        </RemoveButton>
      </div>
      <div className="total">
        {available ? (
          <strong data-testid="line-total">{formatPrice(line.count * product.price)}</strong>
        ) : (
          <span>
            <FormattedMessage id="cart.line.notCounted" />
          </span>
        )}
        {available && line.count > 1 && (
          <span>
            <FormattedMessage id="cart.line.each" values={{ count: line.count, price: formatPrice(product.price) }} />
          </span>
        )}
      </div>
    </Line>
  );
}

function CartScreenBody() {
  const intl = useIntl();
  const lng = useLng();
  const localize = useLocalPath();
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
  const [confirmClear, setConfirmClear] = useState(false);

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

  const title = <ListTitle titleId="route.cart.title" countId="cart.lines" count={lines.length} />;
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
        <Notice role="alert" data-testid="price-changed">
          <Icon name="alert" />
          <p>
            <FormattedMessage id="cart.pricesChanged" />
          </p>
        </Notice>
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
          <Summary aria-label={intl.formatMessage({ id: 'cart.summary.title' })}>
            <h2>
              <FormattedMessage id="cart.summary.title" />
            </h2>
            <dl>
              <dt>
                <FormattedMessage id="cart.summary.pieces" />
              </dt>
              <dd>{waiting ? '…' : pieces}</dd>
              {unavailable > 0 && (
                <>
                  <dt>
                    <FormattedMessage id="cart.summary.unavailable" />
                  </dt>
                  <dd>{unavailable}</dd>
                </>
              )}
            </dl>
            <dl className="grand">
              <dt>
                <FormattedMessage id="cart.summary.total" />
              </dt>
              <dd data-testid="cart-page-total">{waiting ? '…' : formatPrice(total)}</dd>
            </dl>
            {total > 0 ? (
              <LinkButton to={localize('/cart-view')} variant="primary">
                <FormattedMessage id="cart.checkout" /> <Icon name="chevronRight" />
              </LinkButton>
            ) : (
              <Button variant="primary" disabled>
                <FormattedMessage id="cart.checkout" />
              </Button>
            )}
            {confirmClear ? (
              <div className="confirm" role="group" aria-label={intl.formatMessage({ id: 'cart.clear.confirm' })}>
                <p>
                  <FormattedMessage id="cart.clear.confirm" />
                </p>
                <Button
                  variant="secondary"
                  onClick={() => {
                    dispatch(cartCleared());
                    dispatch(toastShown({ variant: 'info', messageId: 'toast.cart.cleared' }));
                    setConfirmClear(false);
                  }}
                >
                  <FormattedMessage id="cart.clear.yes" />
                </Button>
                <Button variant="ghost" onClick={() => setConfirmClear(false)}>
                  <FormattedMessage id="cart.clear.no" />
                </Button>
              </div>
            ) : (
              <Button variant="ghost" onClick={() => setConfirmClear(true)}>
                <Icon name="trash" size={18} /> <FormattedMessage id="cart.clear" />
              </Button>
            )}
          </Summary>
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
