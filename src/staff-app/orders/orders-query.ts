/**
 * The orders list's filters as GET /admin/v1/orders takes them (status, and the days placed from
 * and to, Ashgabat's days) and as the screen's address keeps them (/staff/orders?status=accepted),
 * so a reload or a shared link shows the same list; and the pages of the list.
 */
import { ORDER_STATUSES, type OrderStatus, type StaffOrderListWire } from '../../../server/src/contract/orders';

export interface OrderFilters {
  status: OrderStatus | '';
  /** YYYY-MM-DD or '' */
  from: string;
  to: string;
}

/** Orders a page of the list asks for: the old editors' page's page, a screen's worth on a laptop. */
export const ORDERS_PER_PAGE = 20;

/** What a date input gives and the API's `format: 'date'` takes. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isStatus = (value: string | null): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '');

/** The filters an address's query names; a value the API would refuse is left out. */
export function filtersOf(search: string): OrderFilters {
  const query = new URLSearchParams(search);
  const status = query.get('status');
  const day = (name: string) => {
    const value = query.get(name) ?? '';
    if (!DAY.test(value)) return '';
    // a day of the calendar (not 2026-02-31), as the API's date format checks it
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : '';
  };
  return { status: isStatus(status) ? status : '', from: day('from'), to: day('to') };
}

/** The filters as a query ('status=accepted&from=2026-12-01'), the ones not set left out. */
export function filtersQuery(filters: OrderFilters): string {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  return query.toString();
}

/** A day range the list cannot hold: the first day after the last (both are YYYY-MM-DD). */
export const badRange = (filters: OrderFilters) => Boolean(filters.from && filters.to && filters.from > filters.to);

/**
 * The key of the list's page `index` for useSWRInfinite: the API's path with the filters, the page's
 * size and offset; null once the pages before it hold every order that matched.
 */
export function orderPageKey(filters: OrderFilters) {
  return (index: number, previous: StaffOrderListWire | null) => {
    const offset = index * ORDERS_PER_PAGE;
    if (previous && offset >= previous.count) return null;
    const query = filtersQuery(filters);
    return `/orders?${query ? `${query}&` : ''}limit=${ORDERS_PER_PAGE}&offset=${offset}`;
  };
}
