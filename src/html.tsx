/**
 * Every built page's outer HTML: Gatsby's html.js (customised as Gatsby documents), with one
 * change. React 18's streaming renderer leaves NUL bytes in the body now and then (a multibyte
 * character that does not fit at the end of its buffer; threads/page-mend.cjs says where), which a
 * browser shows as '�' and which break an accessible name; nothing in a page is ever NUL, so the
 * body is written without them. Gatsby stitches its slices (the page's scripts) in after this.
 */
import type { ReactNode } from 'react';

interface HtmlProps {
  htmlAttributes: Record<string, unknown>;
  headComponents: ReactNode[];
  bodyAttributes: Record<string, unknown>;
  preBodyComponents: ReactNode[];
  body: string;
  postBodyComponents: ReactNode[];
}

export default function Html(props: HtmlProps) {
  return (
    // eslint-disable-next-line jsx-a11y/html-has-lang -- lang comes in htmlAttributes (gatsby-ssr.tsx)
    <html {...props.htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="x-ua-compatible" content="ie=edge" />
        <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no" />
        {props.headComponents}
      </head>
      <body {...props.bodyAttributes}>
        {props.preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: props.body.replaceAll('\0', '') }} />
        {props.postBodyComponents}
      </body>
    </html>
  );
}
