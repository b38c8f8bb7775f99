/**
 * The order staff's orders screen (docs/adr/028, the orders role): the list at `orders` with its
 * filters in the address, and one order at `orders/12`, so a reload or a shared link opens the same
 * list or order.
 */
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from '../navigation';
import { Notice } from '../states';
import { OrderDetail } from './order-detail';
import { OrderList } from './order-list';
import { filtersOf } from './orders-query';

/** The list as it was last shown (with its filters), where an order's view leads back to. */
let lastList: string | null = null;

export function OrdersScreen({ rest }: { rest: string[] }) {
  const location = useLocation();
  const [path, search = ''] = location.split('?');
  // The list's address is the page's path without the order's number: the app's base and `orders`.
  const trimmed = path.replace(/\/+$/, '');
  const listPath = rest.length ? trimmed.slice(0, trimmed.length - rest.join('/').length - 1) : trimmed;

  useEffect(() => {
    if (rest.length === 0) lastList = location;
  }, [rest.length, location]);

  if (rest.length === 0) return <OrderList filters={filtersOf(search)} listPath={listPath} />;
  if (rest.length > 1 || !/^[1-9]\d{0,9}$/.test(rest[0]))
    return (
      <Notice tone="error">
        <FormattedMessage id="staff.orders.noSuchOrder" />
      </Notice>
    );
  const back = lastList?.startsWith(listPath) ? lastList : listPath;
  return <OrderDetail id={Number(rest[0])} listAddress={back} />;
}
