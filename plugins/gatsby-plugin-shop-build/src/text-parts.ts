/**
 * Texts the browser's first load leaves out (gatsby-node.ts gives the list to the texts loader,
 * icu-messages-loader.cjs), by part: `locales/tm.json?part=auth` is that part alone. Catalogue pages
 * keep their first-load budget (docs/adr/006); each part arrives with the chunks that show it.
 * A part is a list of id prefixes (an id is a prefix of itself).
 */

/**
 * Parts loaded when their screen asks for them: the accounts' chunks (login dialog, account menu,
 * protected pages) load `auth.` (src/features/auth/auth-texts.ts); the profile, orders, checkout,
 * cart, comparison and wishlist screens, the quick-order dialog and the toasts' chunk theirs
 * (src/lib/later-texts.ts).
 */
const LOADED_TEXT_PARTS: Record<string, string[]> = {
  auth: ['auth.'],
  profile: ['profile.'],
  orders: ['orders.'],
  cart: ['cart.'],
  comparison: ['comparison.'],
  wishlist: ['wishlist.'],
  checkout: ['checkout.'],
  quickOrder: ['quickOrder.'],
  // the offline banner, the lists' offline mark and the worker's offline page (docs/adr/019)
  offline: ['offline.'],
  stockAlerts: ['stockAlerts.'],
  // the profile's "My gift certificates" and the /gift-certificates balance page
  gift: ['gift.'],
  consent: ['consent.'],
  chat: ['chat.'],
  // the toasts' own chunk (src/features/toasts/toast-box.tsx)
  toast: ['toast.'],
};

/**
 * Parts carried, in all three languages, by the chunk that shows them: the module that uses one of
 * their texts imports the part and calls carryTexts (src/lib/texts.ts) when it is evaluated, so
 * the texts are there before the chunk renders. text-parts.test.ts holds every such module to it.
 */
export const CARRIED_TEXT_PARTS: Record<string, string[]> = {
  // the image viewer (src/features/catalog/components/image-viewer.tsx)
  viewer: ['viewer.'],
  // the footer, loaded when the shopper nears it (src/app/layout.tsx)
  footer: ['footer.'],
  // the side panels: menu, catalogue, brands (src/components/layout/side-panel.tsx and its users)
  panels: ['panel.', 'header.menu.title'],
  // the search box's suggestion list (src/features/search/search-suggestions.tsx)
  suggestions: [
    'search.group.categories',
    'search.group.brands',
    'search.searching',
    'search.suggestions',
    'search.failed',
    'search.noSuggestions',
    'search.showAll',
  ],
  // the search page's results (src/features/search/search-screen.tsx)
  searchResults: ['search.results.', 'search.nothing', 'listing.error'],
  // the client-only routes' heads and screens (src/pages/cart.tsx, order.tsx, ...)
  routes: ['route.'],
  notFound: ['notFound.'],
  redirect: ['redirect.'],
  // the lists' empty states (src/components/ui/list-states.tsx)
  listStates: ['lists.toShopping'],
  // the home page's own texts (src/templates/home.tsx, its hero): the other pages' first load is
  // without them, the home template's chunk carries them
  home: ['home.'],
  // the product page's own texts (its template, summary and gallery; the image viewer opens from
  // it); the card's, the stock's and the rating's product texts are every listing's
  productPage: [
    'product.model',
    'product.description',
    'product.features',
    'product.video',
    'product.similar',
    'product.recommended',
    'product.gallery.',
  ],
};

export const LAZY_TEXT_PARTS: Record<string, string[]> = { ...LOADED_TEXT_PARTS, ...CARRIED_TEXT_PARTS };
/** The staff app's texts (src/staff-app, docs/adr/029): no page of the shop shows them. */
export const STAFF_APP_TEXT_PREFIXES = ['staff.'];

export const LAZY_TEXT_PREFIXES = [...Object.values(LAZY_TEXT_PARTS).flat(), ...STAFF_APP_TEXT_PREFIXES];
