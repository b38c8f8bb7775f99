/**
 * The cart as the API sees it now (POST /client/v4/orders/check, or the lines of a 409): each line
 * with today's price and stock, and what changed: a new price (with a way to take it into the
 * cart), too few in stock (order what there is), gone or not available (take it out).
 */
import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button';
import { formatPrice } from '../../lib/price';
import { useAppDispatch } from '../../lib/store/hooks';
import { theme } from '../../lib/theme';
import { cartCountChanged, cartLinesRemoved, cartPricesRefreshed } from '../cart';
import type { CheckedLineWire } from './checkout-api';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${theme.space(1)} ${theme.space(3)};
    padding: ${theme.space(3)} 0;
    border-bottom: 1px solid ${theme.color.line};
  }
  li:last-of-type {
    border-bottom: 0;
  }
  .name {
    font-weight: 600;
    line-height: 1.35;
  }
  .sum {
    font-weight: 700;
    white-space: nowrap;
    text-align: right;
  }
  .each {
    color: ${theme.color.muted};
    font-size: 14px;
  }
  .problem {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)} ${theme.space(3)};
    align-items: center;
    color: #a15c00;
    font-size: 14px;
  }
  .problem button {
    min-height: 36px;
    font-size: 14px;
  }
  li.changed {
    background: #fffaf0;
  }
`;

function Problem({ line, was }: { line: CheckedLineWire; was?: number }) {
  const dispatch = useAppDispatch();
  if (line.problem === 'price_changed' && line.price !== null)
    return (
      <div className="problem" data-testid="line-problem">
        <FormattedMessage
          id="checkout.lines.priceChanged"
          values={{ was: formatPrice(line.cartPrice), price: formatPrice(line.price) }}
        />
      </div>
    );
  if (line.problem === 'not_enough_stock' && line.stock > 0)
    return (
      <div className="problem" data-testid="line-problem">
        <FormattedMessage id="checkout.lines.notEnough" values={{ stock: line.stock }} />
        <Button variant="secondary" onClick={() => dispatch(cartCountChanged({ id: line.id, count: line.stock }))}>
          <FormattedMessage id="checkout.lines.takeStock" values={{ stock: line.stock }} />
        </Button>
      </div>
    );
  if (line.problem) {
    return (
      <div className="problem" data-testid="line-problem">
        <FormattedMessage id={line.problem === 'missing' ? 'checkout.lines.missing' : 'checkout.lines.notAvailable'} />
        <Button variant="secondary" onClick={() => dispatch(cartLinesRemoved([line.id]))}>
          <FormattedMessage id="checkout.lines.remove" />
        </Button>
      </div>
    );
  }
  if (was !== undefined && was !== line.cartPrice)
    return (
      <div className="problem" data-testid="line-updated">
        <FormattedMessage
          id="checkout.lines.priceChanged"
          values={{ was: formatPrice(was), price: formatPrice(line.cartPrice) }}
        />
      </div>
    );
  return null;
}

export function CheckedLines({
  lines,
  previousPrices,
}: {
  lines: CheckedLineWire[];
  /** prices the lines had before a 409 updated them (id -> TMT) */
  previousPrices: ReadonlyMap<number, number>;
}) {
  const dispatch = useAppDispatch();
  const newPrices = lines.flatMap((line) =>
    line.problem === 'price_changed' && line.price !== null ? [{ id: line.id, price: line.price }] : [],
  );
  return (
    <>
      <List data-testid="checkout-lines">
        {lines.map((line) => {
          const price = line.problem === 'price_changed' || line.price === null ? line.cartPrice : line.price;
          return (
            <li
              key={line.id}
              className={line.problem || previousPrices.has(line.id) ? 'changed' : undefined}
              data-testid="checkout-line"
              data-product-id={line.id}
            >
              <span className="name">{line.name || `№ ${line.id}`}</span>
              <span className="sum">{formatPrice(price * line.count)}</span>
              <span className="each">
                <FormattedMessage id="checkout.lines.each" values={{ count: line.count, price: formatPrice(price) }} />
              </span>
              <Problem line={line} was={previousPrices.get(line.id)} />
            </li>
          );
        })}
      </List>
      {newPrices.length > 0 && (
        <Button variant="primary" data-testid="take-prices" onClick={() => dispatch(cartPricesRefreshed(newPrices))}>
          <FormattedMessage id="checkout.lines.takePrices" />
        </Button>
      )}
    </>
  );
}
