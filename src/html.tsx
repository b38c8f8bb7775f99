/**
 * Every built page's outer HTML (Gatsby's html.js, replaced). Gatsby's own writes the page as
 * React rendered it; the build then had to rewrite every page: Gatsby's slice stitching (its script
 * slice put in) and the shop's page mend (NUL bytes out, emotion's styles into the head). Here the
 * page is written as it is served, once:
 *
 * - **The script slice in place.** Gatsby renders an empty place for `_gatsby-scripts-1` (the
 *   chunk mapping, the compilation hash, the app's scripts) and fills it in after the HTML step. Its
 *   HTML is written by the browser bundle's build, before the server render is built; the plugin
 *   hands it to this bundle (`__SHOP_SCRIPTS_SLICE__`, plugins/gatsby-plugin-shop-build/gatsby-node.ts)
 *   and it is written here between the comments Gatsby's stitching writes, so the page is as
 *   stitched (a page whose script slice changes later is stitched again by the page mend).
 * - **No NUL bytes** (React 18's streaming renderer leaves some, threads/page-mend.cjs says where).
 * - **Emotion's styles in the head** (threads/emotion-styles.cjs says why).
 *
 * The page mend still reads every new page for its script hashes, and finds nothing to change. With
 * no slice handed over (`gatsby develop`), this is Gatsby's html.js.
 */
import { createElement, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { takeEmotionStyles } from '../plugins/gatsby-plugin-shop-build/threads/emotion-styles.cjs';

declare const __SHOP_SCRIPTS_SLICE__: string | null;

interface HtmlProps {
  htmlAttributes: Record<string, unknown>;
  headComponents: ReactNode[];
  bodyAttributes: Record<string, unknown>;
  preBodyComponents: ReactNode[];
  body: string;
  postBodyComponents: ReactNode[];
}

/** The id Gatsby gives its script slice, in its file's name and its comments. */
const SCRIPTS_SLICE_ID = '_gatsby-scripts-1';
/** Where the slice goes, while the components after the body are rendered. */
const PLACE = 'shop-scripts-slice';

/** Gatsby's place for its script slice (`<ServerSliceRenderer sliceId="_gatsby-scripts" />`). */
const isScriptsSlice = (node: ReactNode) =>
  isValidElement(node) && (node.props as { sliceId?: unknown }).sliceId === '_gatsby-scripts';

/** The page's body as it is served: the script slice stitched, NUL bytes out, emotion's styles out. */
function servedBody({ preBodyComponents, body, postBodyComponents }: HtmlProps, scriptsSlice: string) {
  const after = renderToStaticMarkup(
    <>{postBodyComponents.map((node) => (isScriptsSlice(node) ? createElement(PLACE, { key: PLACE }) : node))}</>,
  ).replace(
    `<${PLACE}></${PLACE}>`,
    `<!-- slice-start id="${SCRIPTS_SLICE_ID}" -->${scriptsSlice}<!-- slice-end id="${SCRIPTS_SLICE_ID}" -->`,
  );
  const html = `${renderToStaticMarkup(<>{preBodyComponents}</>)}<div id="___gatsby">${body}</div>${after}`;
  return takeEmotionStyles(html.replaceAll('\0', ''));
}

function Head({ headComponents, children }: { headComponents: ReactNode[]; children?: ReactNode }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta httpEquiv="x-ua-compatible" content="ie=edge" />
      <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no" />
      {headComponents}
      {children}
    </head>
  );
}

export default function Html(props: HtmlProps) {
  const { htmlAttributes, headComponents, bodyAttributes } = props;
  const scriptsSlice = typeof __SHOP_SCRIPTS_SLICE__ === 'string' ? __SHOP_SCRIPTS_SLICE__ : null;
  if (scriptsSlice === null)
    return (
      // eslint-disable-next-line jsx-a11y/html-has-lang -- lang comes in htmlAttributes (gatsby-ssr.tsx)
      <html {...htmlAttributes}>
        <Head headComponents={headComponents} />
        <body {...bodyAttributes}>
          {props.preBodyComponents}
          <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: props.body }} />
          {props.postBodyComponents}
        </body>
      </html>
    );
  const { styles, html } = servedBody(props, scriptsSlice);
  return (
    // eslint-disable-next-line jsx-a11y/html-has-lang -- lang comes in htmlAttributes (gatsby-ssr.tsx)
    <html {...htmlAttributes}>
      <Head headComponents={headComponents}>
        {/* as styleElements (threads/emotion-styles.cjs) writes them for the page mend */}
        {styles.map(({ key, ids, rules }) => (
          <style
            key={`${key} ${ids}`}
            data-emotion={`${key} ${ids}`}
            data-s=""
            dangerouslySetInnerHTML={{ __html: rules }}
          />
        ))}
      </Head>
      <body {...bodyAttributes} dangerouslySetInnerHTML={{ __html: html }} />
    </html>
  );
}
