/** Buttons in the shop's three variants (links that look like them: link-button.tsx). */
import styled from '@emotion/styled';
import { css } from '@emotion/react';
import { forwardRef, type ComponentProps } from 'react';
import { theme } from '../../lib/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export const buttonStyle = ({ variant = 'primary' }: { variant?: ButtonVariant }) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: 0 ${theme.space(4)};
  border-radius: ${theme.radius.md};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  font-size: 15px;
  line-height: 1.2;
  cursor: pointer;
  text-decoration: none;
  transition:
    background-color 0.15s,
    border-color 0.15s,
    color 0.15s;
  white-space: nowrap;
  ${
    variant === 'primary' &&
    css`
      background: ${theme.color.brand};
      color: #fff;
      &:hover {
        background: ${theme.color.brandDark};
      }
    `
  }
  ${
    variant === 'secondary' &&
    css`
      background: ${theme.color.card};
      color: ${theme.color.text};
      border-color: ${theme.color.line};
      &:hover {
        border-color: ${theme.color.brand};
        color: ${theme.color.brand};
      }
      &[aria-pressed='true'] {
        border-color: ${theme.color.brand};
        color: ${theme.color.brand};
        background: ${theme.color.brandSoft};
      }
    `
  }
  ${
    variant === 'ghost' &&
    css`
      background: transparent;
      color: inherit;
      padding: 0 ${theme.space(2)};
      &:hover {
        background: rgba(0, 0, 0, 0.05);
      }
    `
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.55;
    cursor: default;
  }
`;

const StyledButton = styled('button', { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant?: ButtonVariant }>(
  buttonStyle,
);

/** A real button that never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ComponentProps<typeof StyledButton>>(function Button(props, ref) {
  return <StyledButton type="button" ref={ref} {...props} />;
});

/** A round counter on an icon (comparison, favourites, cart lines). */
export const CountBadge = styled.span`
  position: absolute;
  top: -6px;
  right: -8px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accent};
  color: #fff;
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;
