import { css } from '@emotion/react';
import { theme } from '../../lib/theme';

/** A summary's lines of amounts (the cart's and the checkout's): a label, its amount, the total last. */
export const totalsListStyle = css`
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${theme.space(2)};
    margin: 0;
    font-size: 15px;
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
  .grand {
    padding-top: ${theme.space(3)};
    border-top: 1px solid ${theme.color.line};
    font-size: 20px;
  }
  .grand dd {
    font-weight: 800;
  }
`;
