/**
 * The head of every page (Gatsby's Head API): title, description, canonical, hreflang alternates
 * (x-default -> TM), Open Graph and JSON-LD. Client-only routes are noindex. A page's Head names
 * its JSON-LD by what it is about (`JsonLd`); the builders below make it.
 */
import { graphql, useStaticQuery } from 'gatsby';
import type { Crumb } from '../components/ui/breadcrumbs';
import { API_URL } from '../lib/api/api-url';
import type { Lng, ProductDetail } from '../lib/catalog-types';
import { DEFAULT_LNG, HREFLANG, LANGUAGES, OG_LOCALE, localizePath } from '../lib/i18n';
import { intlFor } from './intl';

export interface SeoProps {
  lng: Lng;
  basePath: string;
  title: string;
  description: string;
  image?: string | null;
  noindex?: boolean;
  type?: 'website' | 'product' | 'article';
  /** The page's structured data, built here from what it is about (the site, a trail, a product). */
  jsonLd?: JsonLd[];
}

/** What a page's JSON-LD is about: the site (home, with its search), a breadcrumb trail, a product. */
export type JsonLd = { website: true } | { breadcrumb: Crumb[] } | { product: ProductDetail };

function useSiteUrl(): string {
  const data = useStaticQuery<{ site: { siteMetadata: { siteUrl: string } } }>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return data.site.siteMetadata.siteUrl.replace(/\/$/, '');
}

/** An absolute URL for an API image (Open Graph, JSON-LD need absolute ones). */
const absoluteImage = (siteUrl: string, path: string) => `${API_URL || siteUrl}${path}?w=1024`;

export function Seo({
  lng,
  basePath,
  title,
  description,
  image,
  noindex = false,
  type = 'website',
  jsonLd = [],
}: SeoProps) {
  const siteUrl = useSiteUrl();
  const intl = intlFor(lng);
  const siteName = intl.formatMessage({ id: 'site.name' });
  const url = (target: Lng) => `${siteUrl}${localizePath(basePath, target)}`;
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      <link rel="canonical" href={url(lng)} />
      {LANGUAGES.map((other) => (
        <link key={other} rel="alternate" hrefLang={HREFLANG[other]} href={url(other)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url(DEFAULT_LNG)} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(lng)} />
      <meta property="og:locale" content={OG_LOCALE[lng]} />
      {LANGUAGES.filter((other) => other !== lng).map((other) => (
        <meta key={other} property="og:locale:alternate" content={OG_LOCALE[other]} />
      ))}
      {image && <meta property="og:image" content={absoluteImage(siteUrl, image)} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {jsonLd.map((about, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: JSON.stringify(jsonLdOf(about, siteUrl, lng, basePath)).replace(/</g, '\\u003c'),
          }}
        />
      ))}
    </>
  );
}

function breadcrumbJsonLd(siteUrl: string, lng: Lng, trail: Crumb[], currentPath: string) {
  const home = { name: intlFor(lng).formatMessage({ id: 'breadcrumbs.home' }), path: '/' };
  const items = [home, ...trail].map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: `${siteUrl}${localizePath(crumb.path ?? currentPath, lng)}`,
  }));
  return { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: items };
}

function productJsonLd(siteUrl: string, lng: Lng, product: ProductDetail, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    productID: String(product.id),
    sku: String(product.id),
    name: product.name,
    model: product.model,
    description: product.description.slice(0, 5000),
    image: product.images.map((image) => absoluteImage(siteUrl, image)),
    brand: { '@type': 'Brand', name: product.brand.name },
    category: product.category.name,
    ...(product.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.ratingCount,
            bestRating: 5,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url: `${siteUrl}${localizePath(path, lng)}`,
      price: product.price.toFixed(2),
      priceCurrency: 'TMT',
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

function websiteJsonLd(siteUrl: string, lng: Lng) {
  const intl = intlFor(lng);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: intl.formatMessage({ id: 'site.name' }),
    url: `${siteUrl}${localizePath('/', lng)}`,
    inLanguage: HREFLANG[lng],
    potentialAction: {
      '@type': 'SearchAction',
      target: `${siteUrl}${localizePath('/search', lng)}?q={query}`,
      'query-input': 'required name=query',
    },
  };
}

/** A page's JSON-LD item, at `path` (the page's path without its language). */
function jsonLdOf(about: JsonLd, siteUrl: string, lng: Lng, path: string): object {
  if ('website' in about) return websiteJsonLd(siteUrl, lng);
  if ('breadcrumb' in about) return breadcrumbJsonLd(siteUrl, lng, about.breadcrumb, path);
  return productJsonLd(siteUrl, lng, about.product, path);
}
