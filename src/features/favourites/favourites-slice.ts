import { createIdListSlice } from '../../lib/id-list-slice';

interface WithFavourites { favourites: { ids: number[] } }

export const favouritesSlice = createIdListSlice('favourites');
export const { loaded: favouritesLoaded, toggled: favouriteToggled } = favouritesSlice.actions;

export const selectFavouriteIds = (state: WithFavourites) => state.favourites.ids;
export const selectIsFavourite = (state: WithFavourites, id: number) => state.favourites.ids.includes(id);
