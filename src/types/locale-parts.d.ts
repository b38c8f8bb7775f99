/**
 * `locales/{lng}.json?part=auth`: the accounts' texts alone, which the browser's first load leaves
 * out and the account chunks load (gatsby-plugin-shop-build's icu-messages-loader, precompiled);
 * likewise each part of plugins/gatsby-plugin-shop-build/src/text-parts.ts.
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
declare module '*.json?part=footer' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=panels' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=suggestions' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=searchResults' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=routes' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=notFound' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=redirect' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=listStates' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=home' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=productPage' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
