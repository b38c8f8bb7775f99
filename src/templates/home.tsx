import styled from '@emotion/styled';
import type { HeadProps, PageProps } from 'gatsby';
import { Suspense } from 'react';
import { HOME_PRODUCT_GROUPS, type HomeProductGroup } from '../../server/src/contract/constants';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { intlFor } from '../app/intl';
import { Seo } from '../app/seo';
import type { HomePageData } from '../lib/page-context';
import { Countdown } from '../components/ui/countdown';
import { Section } from '../components/ui/section';
import { Tiles } from '../features/catalog/components/category-tiles';
import { ProductSlider } from '../features/catalog/components/product-slider';
import { LiveOffersProvider } from '../features/catalog/live-offers';
import type { Lng } from '../lib/catalog-types';
import { paths } from '../lib/routes';
import { HomeHero } from '../features/catalog/components/home-hero';
import '../lib/carried-texts/home';

interface HomeContext {
  lng: Lng;
  basePath: string;
  home: HomePageData;
}

/** The interface text of each group the shop knows, named whole (the home part's texts are carried by their ids). */
const GROUP_TITLES: Record<HomeProductGroup, string> = {
  popular: 'home.popular',
  sales: 'home.sales',
  new: 'home.new',
  weekly: 'home.weekly',
};

/** A home group's title: the interface text of a group the shop knows (home.popular …), else the API's name. */
const groupTitle = (intl: IntlShape, { code, name }: { code: string; name: string }) =>
  (HOME_PRODUCT_GROUPS as readonly string[]).includes(code)
    ? intl.formatMessage({ id: GROUP_TITLES[code as HomeProductGroup] })
    : name;

/**
 * Tiles with their product counts. Formatted here, inside the block, not by the page: the block
 * hydrates when seen, and the first plural text of a page creates the language's Intl number
 * format and plural rules, work the page's start then does not pay for (docs/performance.md).
 */
function CountedTiles({
  items,
  to,
  compact = false,
}: {
  items: { id: number; name: string; icon: string | null; countProduct: number }[];
  to: (id: number) => string;
  compact?: boolean;
}) {
  const intl = useIntl();
  return (
    <Tiles
      compact={compact}
      tiles={items.map((item) => ({
        id: item.id,
        name: item.name,
        icon: item.icon,
        to: to(item.id),
        note: intl.formatMessage({ id: 'catalogue.productCount' }, { count: item.countProduct }),
      }))}
    />
  );
}

const Page = styled.div`
  padding-bottom: 8px;
`;

export default function HomeTemplate({ pageContext: { home } }: PageProps<object, HomeContext>) {
  const intl = useIntl();
  const ids = home.groups.flatMap((group) => group.products.map((product) => product.id));
  return (
    <LiveOffersProvider ids={ids}>
      <Page>
        {/* hydrated as a boundary of its own, in slices (as the header and footer, app/layout.tsx) */}
        <Suspense fallback={null}>
          <HomeHero />
        </Suspense>
        {home.groups
          .filter((group) => group.products.length > 0)
          .map((group, index) => (
            <Section
              whenSeen
              key={group.code}
              id={group.code}
              title={groupTitle(intl, group)}
              aside={group.endsAt ? <Countdown endsAt={group.endsAt} /> : undefined}
            >
              <ProductSlider products={group.products} label={group.name} priorityFirst={index === 0} />
            </Section>
          ))}
        {home.categories.length > 0 && (
          <Section whenSeen id="categories" title={intl.formatMessage({ id: 'home.categories' })}>
            <CountedTiles items={home.categories} to={paths.category} />
          </Section>
        )}
        {home.brands.length > 0 && (
          <Section whenSeen id="brands" title={intl.formatMessage({ id: 'home.brands' })}>
            <CountedTiles compact items={home.brands} to={paths.brand} />
          </Section>
        )}
        <p className="visually-hidden">
          <FormattedMessage id="home.description" />
        </p>
      </Page>
    </LiveOffersProvider>
  );
}

export function Head({ pageContext: { lng, basePath } }: HeadProps<object, HomeContext>) {
  const intl = intlFor(lng);
  return (
    <Seo
      lng={lng}
      basePath={basePath}
      title={intl.formatMessage({ id: 'home.seo.title' })}
      description={intl.formatMessage({ id: 'home.description' })}
      jsonLd={[{ website: true }]}
    />
  );
}
