/** A link to a page of the site that looks like a button (button.tsx's variants), through Gatsby's Link. */
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { buttonStyle, type ButtonVariant } from './button';

export const LinkButton = styled(Link, { shouldForwardProp: (prop) => prop !== 'variant' })<{
  variant?: ButtonVariant;
}>(buttonStyle);
