import { Global, css } from '@emotion/react';
import { theme } from '../lib/theme';

const globalRules = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: 130px;
  }
  body {
    margin: 0;
    background: ${theme.color.page};
    color: ${theme.color.text};
    font-family: ${theme.font.family};
    font-size: 15px;
    line-height: 1.45;
    -webkit-font-smoothing: antialiased;
  }
  img {
    max-width: 100%;
  }
  /* Catalogue images (api-image.tsx); zero specificity, so a component's own size wins. */
  :where(.api-image) {
    height: auto;
    object-fit: contain;
    background: #fff;
  }
  /* The line icons (components/ui/icons.tsx); zero specificity, so a component's own rule wins. */
  :where(.icon) {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.8;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  :where(.icon.filled) {
    fill: currentColor;
    stroke: none;
  }
  h1,
  h2,
  h3 {
    line-height: 1.2;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
  }
  a {
    color: ${theme.color.brand};
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  :focus-visible {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 2px;
  }
`;

/** The global rules, with emotion's `Global`. */
export const GlobalStyles = () => <Global styles={globalRules} />;
