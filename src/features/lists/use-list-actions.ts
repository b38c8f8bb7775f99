/**
 * The cart, favourites and comparison toggles of one product, with the toast that tells the shopper
 * what happened. Used by product cards, the product page and the wishlist.
 */
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../lib/store/hooks';
import { LIST_LIMITS } from '../../lib/shopper-lists';
import { cartAdded, cartToggled, selectCartIsFull, selectIsInCart } from '../cart';
import { comparisonToggled, selectComparisonFull, selectIsCompared } from '../comparison';
import { favouriteToggled, selectFavouritesFull, selectIsFavourite } from '../favourites';
import { toastShown } from '../toasts';

export interface ListProduct {
  id: number;
  name: string;
  price: number;
  inStock: boolean;
}

export function useListActions(product: ListProduct) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { id, name, price } = product;
  const inCart = useAppSelector((state) => selectIsInCart(state, id));
  const favourite = useAppSelector((state) => selectIsFavourite(state, id));
  const compared = useAppSelector((state) => selectIsCompared(state, id));

  const toggleCart = useCallback(() => {
    const state = store.getState();
    if (!selectIsInCart(state, id) && selectCartIsFull(state)) {
      dispatch(toastShown({ variant: 'warn', messageId: 'toast.cart.full', values: { max: LIST_LIMITS.cartLines } }));
      return;
    }
    const adding = !selectIsInCart(state, id);
    dispatch(cartToggled({ id, price }));
    dispatch(
      toastShown(
        adding
          ? { variant: 'success', messageId: 'toast.cart.added', values: { name } }
          : { variant: 'info', messageId: 'toast.cart.removed', values: { name } },
      ),
    );
  }, [dispatch, store, id, name, price]);

  /** into the cart if it is not there yet (never removes) */
  const addToCart = useCallback(() => {
    const state = store.getState();
    if (selectIsInCart(state, id)) return true;
    if (selectCartIsFull(state)) {
      dispatch(toastShown({ variant: 'warn', messageId: 'toast.cart.full', values: { max: LIST_LIMITS.cartLines } }));
      return false;
    }
    dispatch(cartAdded({ id, price }));
    return true;
  }, [dispatch, store, id, price]);

  const toggleFavourite = useCallback(() => {
    const state = store.getState();
    const adding = !selectIsFavourite(state, id);
    if (adding && selectFavouritesFull(state)) {
      dispatch(
        toastShown({ variant: 'warn', messageId: 'toast.favourites.full', values: { max: LIST_LIMITS.favourites } }),
      );
      return;
    }
    dispatch(favouriteToggled(id));
    dispatch(
      toastShown(
        adding
          ? { variant: 'success', messageId: 'toast.favourites.added', values: { name } }
          : { variant: 'info', messageId: 'toast.favourites.removed', values: { name } },
      ),
    );
  }, [dispatch, store, id, name]);

  const toggleComparison = useCallback(() => {
    const state = store.getState();
    const adding = !selectIsCompared(state, id);
    if (adding && selectComparisonFull(state)) {
      dispatch(
        toastShown({ variant: 'warn', messageId: 'toast.comparison.full', values: { max: LIST_LIMITS.comparison } }),
      );
      return;
    }
    dispatch(comparisonToggled(id));
    dispatch(
      toastShown(
        adding
          ? { variant: 'success', messageId: 'toast.comparison.added', values: { name } }
          : { variant: 'info', messageId: 'toast.comparison.removed', values: { name } },
      ),
    );
  }, [dispatch, store, id, name]);

  return { inCart, favourite, compared, toggleCart, addToCart, toggleFavourite, toggleComparison };
}
