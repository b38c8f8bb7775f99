/**
 * /wishlist: the favourites as product cards with their live prices, each with "move to cart"
 * (into the cart and out of the favourites) and remove. Products no longer sold are named, not
 * silently hidden, and can be cleared away.
 */
import { LaterTextsBoundary } from '../../components/ui/later-texts-boundary';
import type { TextsLoaders } from '../../lib/later-texts';
import styled from '@emotion/styled';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import type { ProductCard as Card } from '../../lib/catalog-types';
import { useLng } from '../../lib/lng-context';
import { theme } from '../../lib/theme';
import { useProductCards } from '../catalog';
import { ProductCard } from '../catalog';
import { Grid } from '../catalog';
import { useListActions } from '../lists';
import { ListTitle, Screen, Skeleton, listGate } from '../../components/ui/list-states';
import { OfflineMark } from '../offline';
import { toastShown } from '../toasts';
import { favouritesRemoved, favouriteToggled, selectFavouriteIds, selectFavouritesLoaded } from './favourites-slice';
import '../../lib/carried-texts/routes';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  > :first-of-type {
    flex: 1;
  }
  .row {
    display: flex;
    gap: ${theme.space(2)};
  }
  .row > :first-of-type {
    flex: 1;
  }
  .row button {
    min-height: 40px;
    font-size: 14px;
    padding: 0 ${theme.space(3)};
  }
  ${theme.media.mobile} {
    .row button {
      padding: 0 ${theme.space(2)};
      font-size: 13px;
    }
  }
`;

const GoneNote = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  flex-wrap: wrap;
  margin-bottom: ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.card};
  color: ${theme.color.muted};
  p {
    flex: 1;
    margin: 0;
  }
`;

function WishlistItem({ product }: { product: Card }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { inCart, addToCart } = useListActions(product);
  const moveToCart = () => {
    if (!addToCart()) return;
    dispatch(favouriteToggled(product.id));
    dispatch(toastShown({ variant: 'success', messageId: 'toast.wishlist.moved', values: { name: product.name } }));
  };
  const remove = () => {
    dispatch(favouriteToggled(product.id));
    dispatch(toastShown({ variant: 'info', messageId: 'toast.favourites.removed', values: { name: product.name } }));
  };
  return (
    <Item data-testid="wishlist-item" data-product-id={product.id}>
      <ProductCard product={product} />
      <div className="row">
        <Button
          variant="primary"
          onClick={moveToCart}
          disabled={!product.inStock && !inCart}
          aria-label={intl.formatMessage({ id: 'wishlist.moveToCart.named' }, { name: product.name })}
        >
          <Icon name="cart" size={18} /> <FormattedMessage id="wishlist.moveToCart" />
        </Button>
        <Button
          variant="secondary"
          onClick={remove}
          aria-label={intl.formatMessage({ id: 'wishlist.remove.named' }, { name: product.name })}
          title={intl.formatMessage({ id: 'wishlist.remove' })}
        >
          <Icon name="trash" size={18} />
        </Button>
      </div>
    </Item>
  );
}

function WishlistScreenBody() {
  const lng = useLng();
  const dispatch = useAppDispatch();
  const loaded = useAppSelector(selectFavouritesLoaded);
  const ids = useAppSelector(selectFavouriteIds);
  // Ids the API refuses (out of its range) leave the favourites, so the rest can be shown.
  const dropRefused = useCallback(
    (refused: number[]) => {
      dispatch(favouritesRemoved(refused));
      dispatch(toastShown({ variant: 'warn', messageId: 'toast.lists.repaired' }));
    },
    [dispatch],
  );
  const { data, error, mutate } = useProductCards('favourites', ids, lng, dropRefused);
  const title = <ListTitle titleId="route.wishlist.title" countId="wishlist.count" count={ids.length} />;
  const gate = listGate({
    loaded,
    count: ids.length,
    title,
    skeletonHeight: 360,
    empty: { icon: 'heart', titleId: 'wishlist.empty.title', textId: 'wishlist.empty.text' },
    load: { error, hasData: data !== undefined, retry: () => void mutate() },
  });
  if (gate) return gate;
  if (!data) {
    return (
      <Screen aria-busy="true">
        {title}
        <Grid>
          {ids.map((id) => (
            <li key={id}>
              <Skeleton height={360} />
            </li>
          ))}
        </Grid>
      </Screen>
    );
  }
  const byId = new Map(data.map((product) => [product.id, product]));
  const gone = ids.filter((id) => !byId.has(id));
  return (
    <Screen>
      {title}
      <OfflineMark />
      {gone.length > 0 && (
        <GoneNote role="status">
          <p>
            <FormattedMessage id="wishlist.gone" values={{ count: gone.length }} />
          </p>
          <Button variant="secondary" onClick={() => dispatch(favouritesRemoved(gone))}>
            <FormattedMessage id="wishlist.gone.remove" />
          </Button>
        </GoneNote>
      )}
      <Grid>
        {ids.flatMap((id) => {
          const product = byId.get(id);
          return product ? [<WishlistItem key={id} product={product} />] : [];
        })}
      </Grid>
    </Screen>
  );
}

/** Texts `wishlist.*` come with the screen, not in the catalogue pages' first load (docs/adr/006). */
const TEXTS: TextsLoaders = {
  tm: () => import('../../../locales/tm.json?part=wishlist'),
  ru: () => import('../../../locales/ru.json?part=wishlist'),
  en: () => import('../../../locales/en.json?part=wishlist'),
};

export function WishlistScreen() {
  return (
    <LaterTextsBoundary group="wishlist" loaders={TEXTS} titleId="route.wishlist.title">
      <WishlistScreenBody />
    </LaterTextsBoundary>
  );
}
