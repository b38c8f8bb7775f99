/** The cart, favourites and comparison toggles of one product, with their toasts. */
export { useListActions, type ListProduct } from './use-list-actions';
