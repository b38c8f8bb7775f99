/**
 * The browser's Seo (seo.browser.tsx) in a root like Gatsby's hidden Head root: no Suspense
 * boundary, and a callback in an effect around the Head that moves what it rendered into the head
 * (head-export-handler-for-browser.js). Until seo.tsx is in, the root commits nothing, so the
 * callback does not run and the server's head is left as it is; then the Head's tags are rendered.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import './all-messages';
import { Seo } from './seo.browser';

jest.mocked(useStaticQuery).mockReturnValue({ site: { siteMetadata: { siteUrl: 'https://shop.example/' } } } as never);

/** Gatsby's FireCallbackInEffect: the head is written from the hidden root once it committed. */
function FireCallbackInEffect({ children, callback }: { children: ReactNode; callback: () => void }) {
  useEffect(() => {
    callback();
  });
  return <>{children}</>;
}

describe("the browser's Seo", () => {
  // Templates import seo.tsx's names and TypeScript checks them against seo.tsx; the browser build
  // gives them seo.browser.tsx's, where a name the real module alone exports would be undefined.
  it('exports what seo.tsx exports', async () => {
    expect(Object.keys(await import('./seo.browser')).sort()).toEqual(Object.keys(await import('./seo')).sort());
  });

  it('commits nothing until the tags are loaded, then renders them', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const hidden = document.createElement('div');
    const written: string[] = [];
    const root = createRoot(hidden);
    act(() =>
      root.render(
        <FireCallbackInEffect callback={() => written.push(hidden.innerHTML)}>
          <Seo
            lng="ru"
            basePath="/categories/7"
            title="Смартфоны"
            description="Смартфоны в Ашхабаде"
            jsonLd={[{ breadcrumb: [{ name: 'Смартфоны' }] }]}
          />
        </FireCallbackInEffect>,
      ),
    );
    // suspended: nothing rendered, so Gatsby's callback has not touched the head
    expect(written).toEqual([]);
    expect(hidden.innerHTML).toBe('');

    await act(async () => {
      await import('./seo');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(written).toHaveLength(1);
    expect(hidden.querySelector('title')?.textContent).toMatch(/^Смартфоны \| \S/);
    expect(hidden.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://shop.example/ru/categories/7',
    );
    const jsonLd = JSON.parse(hidden.querySelector('script[type="application/ld+json"]')!.innerHTML) as {
      '@type': string;
      itemListElement: { name: string; item: string }[];
    };
    expect(jsonLd['@type']).toBe('BreadcrumbList');
    expect(jsonLd.itemListElement.at(-1)).toMatchObject({
      name: 'Смартфоны',
      item: 'https://shop.example/ru/categories/7',
    });
    act(() => root.unmount());
  });
});
