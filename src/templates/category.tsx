import styled from '@emotion/styled';
import type { HeadProps, PageProps } from 'gatsby';
import { FormattedMessage, useIntl } from 'react-intl';
import { intlFor } from '../app/intl';
import { Seo } from '../app/seo';
import type { CategoryPageData } from '../lib/page-context';
import { Breadcrumbs, type Crumb } from '../components/ui/breadcrumbs';
import { PageTitle } from '../components/ui/section';
import { Tiles } from '../features/catalog/components/category-tiles';
import { ListingView } from '../features/listing/listing-view';
import { LiveOffersProvider } from '../features/catalog/live-offers';
import type { Lng } from '../lib/catalog-types';
import { paths } from '../lib/routes';
import { theme } from '../lib/theme';

interface CategoryContext {
  lng: Lng;
  basePath: string;
  page: CategoryPageData;
}

const TitleRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: 12px;
  flex-wrap: wrap;
  span {
    color: ${theme.color.muted};
  }
`;

const Children = styled.div`
  margin-bottom: ${theme.space(6)};
`;

const trailOf = ({ category, trail }: CategoryPageData): Crumb[] => [
  ...trail.map((crumb) => ({ name: crumb.name, path: paths.category(crumb.id) })),
  { name: category.name },
];

export default function CategoryTemplate({
  pageContext: { page, basePath },
  location,
}: PageProps<object, CategoryContext>) {
  const intl = useIntl();
  return (
    <LiveOffersProvider ids={page.firstPage.products.map((product) => product.id)}>
      <Breadcrumbs trail={trailOf(page)} />
      <TitleRow>
        <PageTitle>{page.category.name}</PageTitle>
        <span>
          <FormattedMessage id="catalogue.productCount" values={{ count: page.firstPage.count }} />
        </span>
      </TitleRow>
      {page.children.length > 0 && (
        <Children>
          <h2 className="visually-hidden">
            <FormattedMessage id="category.subcategories" />
          </h2>
          <Tiles
            compact
            tiles={page.children.map((child) => ({
              id: child.id,
              name: child.name,
              icon: child.icon,
              to: paths.category(child.id),
              note: intl.formatMessage({ id: 'catalogue.productCount' }, { count: child.countProduct }),
            }))}
          />
        </Children>
      )}
      <ListingView
        scope={{ kind: 'category', id: page.category.id }}
        staticPage={page.firstPage}
        basePath={basePath}
        search={location.search}
      />
    </LiveOffersProvider>
  );
}

export function Head({ pageContext: { lng, basePath, page } }: HeadProps<object, CategoryContext>) {
  const intl = intlFor(lng);
  return (
    <Seo
      lng={lng}
      basePath={basePath}
      title={page.category.name}
      image={page.category.icon}
      description={intl.formatMessage(
        { id: 'category.seo.description' },
        { name: page.category.name, count: page.firstPage.count },
      )}
      jsonLd={[{ breadcrumb: trailOf(page) }]}
    />
  );
}
