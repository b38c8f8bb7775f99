/**
 * The checkout's totals (spec §2 checkout): pieces, subtotal, the promo code's discount line (the
 * API's preview, promo-code.tsx), the delivery cost of the chosen welaýat (free from its threshold,
 * counted on the goods after the discount; nothing to pay for a pick-up; 'choose an address' until
 * the welaýat is known), the total, the gift certificate's line and what is left to pay
 * (gift-certificate.tsx), the promo code's and the certificate's fields, and the button that sends
 * the order.
 */
import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { Icon } from '../../components/ui/icons';
import { FormSection as Section } from '../../components/ui/field-kit';
import { useLocalPath } from '../../lib/lng-context';
import { formatPrice } from '../../lib/price';
import { PromoCodeField, type Promo } from './promo-code';
import { GiftCertificateField, type GiftCertificate } from './gift-certificate';
import { theme } from '../../lib/theme';
import { totalsListStyle } from '../../components/ui/totals-list';
import type { CartCheckWire, OrderExtrasWire } from './checkout-api';

const Summary = styled(Section)`
  position: sticky;
  top: calc(${theme.layout.headerHeight} + ${theme.space(18)});
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  ${totalsListStyle}
  .discount {
    min-width: 0;
    color: ${theme.color.success};
    overflow-wrap: anywhere;
  }
  .free {
    margin: 0;
    color: ${theme.color.muted};
    font-size: 14px;
  }
  > button {
    width: 100%;
    min-height: 52px;
    font-size: 16px;
  }
  ${theme.media.mobile} {
    position: static;
  }
`;

/** What delivery costs for this method, welaýat and subtotal: 0 free, null while the welaýat is unknown. */
export function deliveryCostOf(
  extras: OrderExtrasWire,
  methodCode: string,
  welayat: string | undefined,
  subtotal: number,
) {
  const method = extras.deliveryMethods.find((option) => option.code === methodCode);
  const costs = extras.deliveryCosts.find((cost) => cost.welayat === welayat);
  const cost = !method?.needsAddress
    ? 0
    : costs
      ? costs.freeFrom !== null && subtotal >= costs.freeFrom
        ? 0
        : costs.cost
      : null;
  const freeFrom = method?.needsAddress ? (costs ? costs.freeFrom : extras.freeDeliveryFrom) : null;
  return { cost, freeFrom };
}

export function CheckoutSummary({
  checked,
  deliveryCost,
  freeFrom,
  sending,
  promo,
  gift,
  giftPays,
}: {
  checked: CartCheckWire;
  deliveryCost: number | null;
  freeFrom: number | null | undefined;
  sending: boolean;
  promo: Promo;
  gift: GiftCertificate;
  /** what the applied certificate is shown to pay of this order; null while none is applied */
  giftPays: number | null;
}) {
  const localize = useLocalPath();
  const subtotal = checked.subtotal;
  const discount = promo.applied?.discount ?? 0;
  const total = subtotal - discount + (deliveryCost ?? 0);
  return (
    <Summary aria-labelledby="checkout-totals-title">
      <h2 id="checkout-totals-title">
        <FormattedMessage id="checkout.totals.title" />
      </h2>
      <dl>
        <dt>
          <FormattedMessage id="checkout.totals.pieces" />
        </dt>
        <dd>{checked.pieces}</dd>
        <dt>
          <FormattedMessage id="checkout.totals.subtotal" />
        </dt>
        <dd data-testid="checkout-subtotal">{formatPrice(subtotal)}</dd>
        {promo.code && (
          <>
            <dt className="discount">
              <FormattedMessage id="checkout.totals.promo" values={{ code: promo.applied?.code ?? promo.code }} />
            </dt>
            <dd className="discount" data-testid="checkout-discount">
              {promo.applied ? `−${formatPrice(discount)}` : '…'}
            </dd>
          </>
        )}
        <dt>
          <FormattedMessage id="checkout.totals.delivery" />
        </dt>
        <dd data-testid="checkout-delivery">
          {deliveryCost === null ? (
            <FormattedMessage id="checkout.totals.pickAddress" />
          ) : deliveryCost === 0 ? (
            <FormattedMessage id="checkout.totals.free" />
          ) : (
            formatPrice(deliveryCost)
          )}
        </dd>
      </dl>
      <dl className="grand">
        <dt>
          <FormattedMessage id="checkout.totals.total" />
        </dt>
        <dd data-testid="checkout-total">{formatPrice(total)}</dd>
      </dl>
      {gift.code && (
        <dl>
          <dt className="discount">
            <FormattedMessage id="checkout.totals.gift" values={{ last4: gift.applied?.last4 ?? '····' }} />
          </dt>
          <dd className="discount" data-testid="checkout-gift">
            {giftPays !== null ? `−${formatPrice(giftPays)}` : '…'}
          </dd>
          <dt>
            <strong>
              <FormattedMessage id="checkout.totals.due" />
            </strong>
          </dt>
          <dd data-testid="checkout-due">
            <strong>{giftPays !== null ? formatPrice(Math.max(0, total - giftPays)) : '…'}</strong>
          </dd>
        </dl>
      )}
      {freeFrom !== null && freeFrom !== undefined && (
        <p className="free">
          <FormattedMessage id="checkout.totals.freeFrom" values={{ amount: formatPrice(freeFrom) }} />
        </p>
      )}
      <PromoCodeField promo={promo} />
      <GiftCertificateField gift={gift} pays={giftPays} />
      <Button type="submit" variant="primary" disabled={sending} data-testid="checkout-submit">
        <FormattedMessage id={sending ? 'checkout.submitting' : 'checkout.submit'} />
      </Button>
      <LinkButton to={localize('/cart')} variant="ghost">
        <Icon name="arrowLeft" size={18} /> <FormattedMessage id="checkout.lines.toCart" />
      </LinkButton>
    </Summary>
  );
}
