import styled from '@emotion/styled';
import type { HeadProps, PageProps } from 'gatsby';
import { FormattedMessage } from 'react-intl';
import { intlFor } from '../app/intl';
import { Seo } from '../app/seo';
import { ApiImage } from '../components/ui/api-image';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { PageTitle } from '../components/ui/section';
import { ListingView } from '../features/listing/listing-view';
import { LiveOffersProvider } from '../features/catalog/live-offers';
import type { Brand, ListingPage, Lng } from '../lib/catalog-types';
import { theme } from '../lib/theme';

interface BrandContext {
  lng: Lng;
  basePath: string;
  brand: Brand;
  firstPage: ListingPage;
}

const Head_ = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: ${theme.space(2)};
  .logo {
    width: 72px;
    height: 72px;
    flex: none;
    border-radius: ${theme.radius.md};
    background: #fff;
    box-shadow: ${theme.shadow.card};
  }
  h1 {
    margin-bottom: 2px;
  }
  p {
    margin: 0 0 ${theme.space(4)};
    color: ${theme.color.muted};
  }
`;

export default function BrandTemplate({
  pageContext: { brand, firstPage, basePath },
  location,
}: PageProps<object, BrandContext>) {
  return (
    <LiveOffersProvider ids={firstPage.products.map((product) => product.id)}>
      <Breadcrumbs trail={[{ name: brand.name }]} />
      <Head_>
        {brand.icon && <ApiImage className="logo" path={brand.icon} alt="" width={72} eager />}
        <div>
          <PageTitle>{brand.name}</PageTitle>
          <p>
            <FormattedMessage id="catalogue.productCount" values={{ count: firstPage.count }} />
          </p>
        </div>
      </Head_>
      <ListingView
        scope={{ kind: 'brand', id: brand.id }}
        staticPage={firstPage}
        basePath={basePath}
        search={location.search}
      />
    </LiveOffersProvider>
  );
}

export function Head({ pageContext: { lng, basePath, brand, firstPage } }: HeadProps<object, BrandContext>) {
  const intl = intlFor(lng);
  return (
    <Seo
      lng={lng}
      basePath={basePath}
      title={intl.formatMessage({ id: 'brand.seo.title' }, { name: brand.name })}
      image={brand.icon}
      description={intl.formatMessage({ id: 'brand.seo.description' }, { name: brand.name, count: firstPage.count })}
      jsonLd={[{ breadcrumb: [{ name: brand.name }] }]}
    />
  );
}
