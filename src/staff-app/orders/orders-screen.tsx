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

/**
 * The list as it was last shown in this tab (with its filters), where an order's view leads back
 * to; kept for the tab's session, so a reload of the order still leads back to the same list.
 */
const LAST_LIST = 'staff-orders-list';

function lastList(): string | null {
  try {
    return window.sessionStorage.getItem(LAST_LIST);
  } catch {
    return null; // storage turned off: back to the whole list
  }
}

function keepList(address: string) {
  try {
    window.sessionStorage.setItem(LAST_LIST, address);
  } catch {
    // storage turned off: the view leads back to the whole list
  }
}

export function OrdersScreen({ rest }: { rest: string[] }) {
  const location = useLocation();
  const [path, search = ''] = location.split('?');
  // The list's address is the page's path without the order's number: the app's base and `orders`.
  const trimmed = path.replace(/\/+$/, '');
  const listPath = rest.length ? trimmed.slice(0, trimmed.length - rest.join('/').length - 1) : trimmed;

  useEffect(() => {
    if (rest.length === 0) keepList(location);
  }, [rest.length, location]);

  if (rest.length === 0) return <OrderList filters={filtersOf(search)} listPath={listPath} />;
  if (rest.length > 1 || !/^[1-9]\d{0,9}$/.test(rest[0]))
    return (
      <Notice tone="error">
        <FormattedMessage id="staff.orders.noSuchOrder" />
      </Notice>
    );
  const kept = lastList();
  const back = kept?.startsWith(listPath) ? kept : listPath;
  return <OrderDetail id={Number(rest[0])} listAddress={back} />;
}
