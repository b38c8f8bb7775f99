import { LIST_LIMITS } from '../../lib/shopper-lists';
import { createIdListSlice } from '../../lib/store/id-list-slice';

export interface WithFavourites {
  favourites: { ids: number[]; loaded: boolean };
}

export const favouritesSlice = createIdListSlice('favourites', LIST_LIMITS.favourites);
export const {
  loaded: favouritesLoaded,
  toggled: favouriteToggled,
  removed: favouritesRemoved,
} = favouritesSlice.actions;

export const selectFavouriteIds = (state: WithFavourites) => state.favourites.ids;
export const selectFavouritesLoaded = (state: WithFavourites) => state.favourites.loaded;
export const selectIsFavourite = (state: WithFavourites, id: number) => state.favourites.ids.includes(id);
export const selectFavouritesFull = (state: WithFavourites) => state.favourites.ids.length >= LIST_LIMITS.favourites;

// The shop's whole state holds this slice: the typed hooks of lib/store/hooks.ts read it.
declare module '../../lib/store/hooks' {
  interface ShopState {
    favourites: WithFavourites['favourites'];
  }
}
