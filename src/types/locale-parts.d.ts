/**
 * `locales/{lng}.json?part=auth`: the accounts' texts alone, which the browser's first load leaves
 * out and the account chunks load (gatsby-plugin-shop-build's icu-messages-loader, precompiled).
 */
declare module '*.json?part=auth' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=chat' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=toast' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=viewer' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
