/**
 * The header's small widgets: cart total, comparison and favourites links, and the pieces the
 * account button (features/auth, given to the header as a slot) is made of.
 */
import styled from '@emotion/styled';
import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CURRENCY, formatAmount, formatPrice } from '../../lib/price';
import { CountBadge } from '../ui/button';
import { Icon, type IconName } from '../ui/icons';
import { LocalLink } from '../ui/local-link';
import { theme } from '../../lib/theme';

export interface ShopCounters {
  cartLines: number;
  cartTotal: number;
  favourites: number;
  comparison: number;
}

const IconWrap = styled.span`
  position: relative;
  display: inline-grid;
  place-items: center;
`;

const widgetStyle = css`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 0 10px;
  border-radius: ${theme.radius.md};
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: rgba(0, 0, 0, 0.05);
  }
`;

export const WidgetLink = styled(LocalLink)(widgetStyle);

/** A header widget that acts instead of leading somewhere (the account button). */
export const WidgetButton = styled.button`
  ${widgetStyle};
  border: 0;
  background: transparent;
  font: inherit;
  cursor: pointer;
`;

const CartText = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.15;
  small {
    color: ${theme.color.muted};
    font-size: 12px;
  }
  strong {
    font-size: 15px;
  }
  /* Phones show the total too (spec §2: lines and total), without the label: it fits beside the
     logo at 390 px, and a long total breaks before 'TMT' only (its digit groups are non-breaking),
     so the header's first row never wraps. */
  ${theme.media.mobile} {
    white-space: normal;
    small {
      display: none;
    }
    strong {
      font-size: 14px;
    }
  }
`;

/** The total with non-breaking digit groups: a narrow header may put 'TMT' under it, never split it. */
const cartTotalText = (total: number) => `${formatAmount(total).replace(/ /g, '\u00a0')} ${CURRENCY}`;

/** The cart's icon, drawn first although it comes last in the link's text (see CartWidget). */
const CartIcon = styled(IconWrap)`
  order: -1;
`;

export function CartWidget({ lines, total }: { lines: number; total: number }) {
  const intl = useIntl();
  // The name is the visible text in its order, then what the count means (WCAG 2.5.3): the words
  // and the total, then the badge's number; the badge comes last in the link so its number follows
  // the total there too, and is drawn over the icon at the start.
  return (
    <WidgetLink
      to="/cart"
      aria-label={intl.formatMessage({ id: 'header.cart.summary' }, { count: lines, total: formatPrice(total) })}
    >
      {/* the spaces between the parts are the text's (a flex layout draws none) */}
      <CartText>
        <small>
          <FormattedMessage id="header.cart.label" />
        </small>{' '}
        <strong data-testid="cart-total">{cartTotalText(total)}</strong>
      </CartText>{' '}
      <CartIcon>
        <Icon name="cart" size={26} />
        <CountBadge data-testid="cart-lines" aria-hidden="true">
          {lines}
        </CountBadge>
      </CartIcon>
    </WidgetLink>
  );
}

/** A widget's text; `compact` widgets show only their icon in the phone layout. */
export const WidgetText = styled.span<{ compact?: boolean }>`
  ${({ compact }) => compact && `${theme.media.mobile} { display: none; }`}
`;

export function CounterLink({
  to,
  icon,
  labelId,
  count,
}: {
  to: string;
  icon: IconName;
  labelId: string;
  count: number;
}) {
  const intl = useIntl();
  return (
    <WidgetLink to={to}>
      <IconWrap>
        <Icon name={icon} />
        {count > 0 && <CountBadge aria-hidden="true">{count}</CountBadge>}
      </IconWrap>
      <span>
        <FormattedMessage id={labelId} />
        <span className="visually-hidden">{intl.formatMessage({ id: 'header.counter.suffix' }, { count })}</span>
      </span>
    </WidgetLink>
  );
}
