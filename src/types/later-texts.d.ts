// A locale file's later texts (src/lib/later-texts.ts): one group's messages, precompiled by the
// build's texts loader (plugins/gatsby-plugin-shop-build/src/icu-messages-loader.cjs).
declare module '*.json?part=profile' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=orders' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=checkout' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=quickOrder' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=cart' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=comparison' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=wishlist' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=offline' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=stockAlerts' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=gift' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
declare module '*.json?part=consent' {
  const texts: Record<string, import('react-intl').MessageFormatElement[]>;
  export default texts;
}
