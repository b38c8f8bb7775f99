import styled from '@emotion/styled';
import type { HeadProps, PageProps } from 'gatsby';
import { useIntl } from 'react-intl';
import { Seo } from '../app/seo';
import { imageUrl } from '../components/ui/api-image';
import { Breadcrumbs, type Crumb } from '../components/ui/breadcrumbs';
import { Panel, Section } from '../components/ui/section';
import { ProductGallery } from '../features/catalog/components/product-gallery';
import { Description, FeaturesTable } from '../features/catalog/components/product-specs';
import { ProductSummary } from '../features/catalog/components/product-summary';
import { VideoPlayer } from '../features/catalog/components/video-player';
import { LiveOffersProvider } from '../features/catalog/live-offers';
import type { Lng, ProductDetail } from '../lib/catalog-types';
import { lazyHydratedPart } from '../lib/lazy-part';
import { paths } from '../lib/routes';
import { theme } from '../lib/theme';
import '../lib/carried-texts/product-page';

/**
 * The similar and recommended rows are below the fold: their code (the slider, the cards) comes
 * with their hydration, when the shopper gets near them (WhenSeen), not in the page's first load.
 * Until then their server HTML is on screen, links work as links, and a button pressed before the
 * code is in is pressed again once it is (when-seen.tsx).
 */
const ProductSlider = lazyHydratedPart(() =>
  import('../features/catalog/components/product-slider').then((module) => module.ProductSlider),
);

interface ProductContext {
  lng: Lng;
  basePath: string;
  product: ProductDetail;
}

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  gap: ${theme.space(8)};
  align-items: start;
  ${theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space(5)};
  }
`;

const Details = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
  gap: ${theme.space(6)};
  align-items: start;
  section {
    margin-top: 0;
  }
  ${theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const DetailsWrap = styled.div`
  margin-top: ${theme.space(8)};
`;

/** The first sentences of the description, up to a search snippet's length. */
function summarize(text: string, max = 160) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

const trailOf = (product: ProductDetail): Crumb[] => [
  ...(product.category.parent
    ? [{ name: product.category.parent.name, path: paths.category(product.category.parent.id) }]
    : []),
  { name: product.category.name, path: paths.category(product.category.id) },
  { name: product.name },
];

export default function ProductTemplate({ pageContext: { product } }: PageProps<object, ProductContext>) {
  const intl = useIntl();
  const ids = [product.id, ...product.similar.map((card) => card.id), ...product.recommended.map((card) => card.id)];
  const images = product.images.length ? product.images : product.image ? [product.image] : [];
  return (
    <LiveOffersProvider ids={ids}>
      <Breadcrumbs trail={trailOf(product)} />
      <Top>
        <ProductGallery images={images} name={product.name} />
        <ProductSummary product={product} />
      </Top>
      <DetailsWrap>
        <Details>
          <Section whenSeen id="description" title={intl.formatMessage({ id: 'product.description' })}>
            <Panel>
              <Description text={product.description} />
            </Panel>
          </Section>
          {product.features.length > 0 && (
            <Section whenSeen id="features" title={intl.formatMessage({ id: 'product.features' })}>
              <Panel>
                <FeaturesTable features={product.features} caption={intl.formatMessage({ id: 'product.features' })} />
              </Panel>
            </Section>
          )}
        </Details>
      </DetailsWrap>
      {product.video && (
        <Section whenSeen id="video" title={intl.formatMessage({ id: 'product.video' })}>
          <VideoPlayer
            src={product.video}
            poster={images[0] ? imageUrl(images[0], 1024) : undefined}
            label={intl.formatMessage({ id: 'product.video.label' }, { name: product.name })}
            playLabel={intl.formatMessage({ id: 'product.video.play' }, { name: product.name })}
          />
        </Section>
      )}
      {product.similar.length > 0 && (
        <Section whenSeen id="similar" title={intl.formatMessage({ id: 'product.similar' })}>
          <ProductSlider products={product.similar} label={intl.formatMessage({ id: 'product.similar' })} />
        </Section>
      )}
      {product.recommended.length > 0 && (
        <Section whenSeen id="recommended" title={intl.formatMessage({ id: 'product.recommended' })}>
          <ProductSlider products={product.recommended} label={intl.formatMessage({ id: 'product.recommended' })} />
        </Section>
      )}
    </LiveOffersProvider>
  );
}

export function Head({ pageContext: { lng, basePath, product } }: HeadProps<object, ProductContext>) {
  const description = summarize(product.description) || `${product.brand.name} ${product.model}`;
  return (
    <Seo
      lng={lng}
      basePath={basePath}
      title={product.name}
      description={description}
      image={product.image}
      type="product"
      jsonLd={[{ product }, { breadcrumb: trailOf(product) }]}
    />
  );
}
