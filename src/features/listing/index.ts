/** Listings' public interface to other features: the filter state in the URL and the listing call. */
export { fetchListing, listingRequest, type ListingScope } from './listing-api';
export * from './listing-state';
export { FilterFrame, Results, useUrlListingState } from './listing-view';
export { Pager } from './listing-controls';
export { pageCount } from './page-numbers';
