/** Every page's frame: header, side panels, main content and footer. */
import styled from '@emotion/styled';
import { Suspense, useCallback, useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Lng } from '../lib/catalog-types';
import { Header, type PanelName } from '../components/layout/header';
import type { ShopCounters } from '../components/layout/header-widgets';
import { useShopData } from '../components/layout/use-shop-data';
import { whenIdle } from '../lib/idle';
import { lazyHydratedPart, lazyPart } from '../lib/lazy-part';
import { reportChunkFailure } from '../lib/chunk-reload';
import { theme } from '../lib/theme';
import { AccountButton } from '../features/auth/account-button';
import { SETTINGS_HASH, STATIC_CONSENT_ID, storeStaticChoice } from '../features/consent/static-consent';
import { consentChoice } from '../lib/consent';
import { ChatButton } from '../features/chat/chat-button';
import { LoginDialogHost } from '../features/auth/login-dialog-host';
import { QuickOrderHost } from '../features/quick-order';
import { SearchBox } from '../features/search/search-box';
import { WhenSeen } from '../components/ui/when-seen';
import { Toaster } from '../features/toasts/toaster';

// The side panels and the phone menu open on demand: their code is not part of a page's first
// load; it is fetched when the shopper points at, touches or focuses a panel's button (the click
// follows), and the menu's two panels when the menu opens. Nothing of it runs while the page
// starts. The service worker precaches these chunks, so a panel opens offline too.
// The phone menu comes with its account items (features/auth), in the same step.
const loadMobileMenu = () =>
  Promise.all([import('../components/layout/mobile-menu'), import('../features/auth/account-menu-items')]);
/**
 * The footer is below the fold on every page: its code comes with its hydration, when the shopper
 * gets near it (WhenSeen), not in the first load. Until then (or for good, if its chunk cannot be
 * loaded) its server HTML is on screen and its links work as links.
 */
const Footer = lazyHydratedPart(() => import('../components/layout/footer').then((module) => module.Footer));
const loadCategoriesPanel = () => import('../components/layout/categories-panel');
const loadBrandsPanel = () => import('../components/layout/brands-panel');
const MobileMenu = lazyPart(() =>
  loadMobileMenu().then(
    ([menu, account]) =>
      function MenuWithAccount({
        useCounters,
        ...props
      }: Omit<ComponentProps<typeof menu.MobileMenu>, 'account' | 'counters'> & { useCounters: () => ShopCounters }) {
        return (
          <menu.MobileMenu
            {...props}
            counters={useCounters()}
            account={<account.AccountMenuItems onDone={props.onClose} />}
          />
        );
      },
  ),
);
const CategoriesPanel = lazyPart(() => loadCategoriesPanel().then((module) => module.CategoriesPanel));
const BrandsPanel = lazyPart(() => loadBrandsPanel().then((module) => module.BrandsPanel));

const loadConsentBoot = () => import('../features/consent/consent-boot');

/**
 * The cookie banner (features/consent/consent-boot.ts). Its chunk is loaded only when the banner is
 * wanted: a button of the first view the build wrote into the page, the footer's "Cookie settings"
 * link, the settings' address (#cookie-settings), or a page that has neither a stored choice nor the
 * first view. Most visits never load it.
 */
function useConsentBanner(lng: Lng) {
  useEffect(() => {
    const openBanner = () => void loadConsentBoot().then((boot) => boot.openBanner(lng), reportChunkFailure);
    const pressed = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const choice = target.closest<HTMLElement>(`#${STATIC_CONSENT_ID} [data-consent-choice]`)?.dataset.consentChoice;
      if (choice === 'settings') {
        void loadConsentBoot().then((boot) => boot.openBanner(lng, true), reportChunkFailure);
      } else if (choice === 'all' || choice === 'necessary') {
        storeStaticChoice(choice);
      } else if (target.closest(`a[href="${SETTINGS_HASH}"]`)) {
        event.preventDefault();
        openBanner();
      }
    };
    // In the capture phase, before React's: a click inside a part that has not hydrated yet (the
    // footer, WhenSeen) is stopped by React while it hydrates the part, and would not get here.
    document.addEventListener('click', pressed, true);
    const wanted =
      window.location.hash === SETTINGS_HASH || (!consentChoice() && !document.getElementById(STATIC_CONSENT_ID));
    const stop = wanted ? whenIdle(openBanner) : undefined;
    return () => {
      document.removeEventListener('click', pressed, true);
      stop?.();
    };
  }, [lng]);
}

const PANEL_LOADS: Record<PanelName, () => Promise<unknown>> = {
  menu: loadMobileMenu,
  categories: loadCategoriesPanel,
  brands: loadBrandsPanel,
};

/** Fetches a panel's code ahead of its click (a failure is left to the click, which reports it). */
function preparePanel(panel: PanelName) {
  PANEL_LOADS[panel]().catch(() => undefined);
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space(4)};
  ${theme.media.mobile} {
    padding: 0 ${theme.space(3)};
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 12px;
    top: 12px;
    z-index: 200;
    padding: 8px 12px;
    background: #fff;
  }
`;

export interface LayoutProps {
  lng: Lng;
  /** the page's path without the language prefix */
  path: string;
  /** the shopper's counters (a store subscription), read where they are shown */
  useCounters: () => ShopCounters;
  children: ReactNode;
}

export function Layout({ lng, path, useCounters, children }: LayoutProps) {
  const shop = useShopData(lng);
  // One element for as long as the links are the same: the layout re-renders (a panel opens), and
  // a new element would be an update to the footer's boundary while it waits to be seen, which
  // React answers by dropping its server HTML (error 421; docs/adr/022, rule 2).
  const footer = useMemo(
    () => (
      <WhenSeen>
        <Footer links={shop.footers} />
      </WhenSeen>
    ),
    [shop.footers],
  );
  const [panel, setPanel] = useState<PanelName | null>(null);
  const close = useCallback(() => setPanel(null), []);
  useConsentBanner(lng);
  useEffect(() => {
    if (panel !== 'menu') return;
    preparePanel('categories');
    preparePanel('brands');
  }, [panel]);
  return (
    <Page>
      <SkipLink href="#content">
        <FormattedMessage id="layout.skip" />
      </SkipLink>
      {/* The header and the footer hydrate as Suspense boundaries of their own, in slices after the
          page's root, not in its one long task (docs/performance.md), the footer when seen.
          Nothing that changes after load reaches them as a prop: the header reads the counters
          itself. */}
      <Suspense fallback={null}>
        <Header
          useCounters={useCounters}
          path={path}
          categories={shop.categories}
          sticky={!path.startsWith('/comparess')}
          onOpen={setPanel}
          onPrepare={preparePanel}
          search={<SearchBox className="search" />}
          account={<AccountButton compact />}
        />
      </Suspense>
      <Main id="content">{children}</Main>
      {footer}
      <Toaster />
      <LoginDialogHost />
      <QuickOrderHost />
      <ChatButton />
      {/* Only while a panel is open: an empty boundary in the static HTML would be hydrated on its
          own, and an update reaching it first (the cookie counters) makes React re-render it. */}
      {panel && (
        <Suspense fallback={null}>
          {panel === 'menu' && <MobileMenu useCounters={useCounters} path={path} onOpen={setPanel} onClose={close} />}
          {panel === 'categories' && <CategoriesPanel categories={shop.categories} onClose={close} />}
          {panel === 'brands' && <BrandsPanel brands={shop.brands} onClose={close} />}
        </Suspense>
      )}
    </Page>
  );
}
