/** The look of a fieldset of native radios drawn as cards (the banks, the addresses): one card a radio. */
import { css } from '@emotion/react';
import { theme } from '../../lib/theme';

export const radioCards = css`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${theme.space(1.5)};
    padding: 0;
    font-size: 14px;
    font-weight: 600;
  }
  label {
    display: flex;
    gap: ${theme.space(3)};
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
    background: ${theme.color.card};
    cursor: pointer;
  }
  label.chosen {
    border-color: ${theme.color.brand};
    background: ${theme.color.brandSoft};
  }
  label:focus-within {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 2px;
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${theme.color.brand};
  }
`;
