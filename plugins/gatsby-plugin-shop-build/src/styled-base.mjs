/**
 * The build's `@emotion/styled/base` (aliased in ../gatsby-node.ts; emotion's babel plugin turns
 * every `styled.div` of the shop into a call of it). A styled component's styles are serialized
 * (joined into one string and hashed) by emotion on every render of every element, hydration
 * included, although the server already did it and, for styles without a function of the props,
 * the result never changes: the shop's styles interpolate theme constants, which emotion's babel
 * plugin cannot fold at build time. Here such styles are serialized once, when the component is
 * defined; emotion then takes the serialized styles as they are. Styles with a function of the
 * props (or another component as a selector) go to emotion unchanged. Same class names, same CSS.
 */
import { serializeStyles } from '@emotion/serialize';
// The real module, under a name the alias does not catch (gatsby-node.ts).
import createStyled from 'shop-emotion-styled-base';

const isStatic = (value) => typeof value !== 'function';

export default function styled(tag, options) {
  const create = createStyled(tag, options);
  // A styled component styled again (`styled(Inner)`) keeps emotion's own path, as does a label
  // (development builds name classes after their component).
  const extendsStyled = tag.__emotion_real === tag;
  const labelled = options !== undefined && options.label !== undefined;
  return function styledOnce() {
    const args = Array.prototype.slice.call(arguments);
    if (extendsStyled || labelled || !args.every(isStatic)) return create.apply(undefined, args);
    return create(serializeStyles(args));
  };
}
