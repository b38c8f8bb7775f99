/**
 * The orders, newest first, filtered by status and by the days placed, a page at a time. The
 * filters live in the screen's address, so a reload, the browser's Back and a shared link show the
 * same list; each order's number opens it (orders/12).
 */
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWRInfinite from 'swr/infinite';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field-kit';
import type { ApiError } from '../../lib/api/api-client';
import { shopDateTime } from '../../lib/dates';
import { formatPhone } from '../../lib/phone-format';
import { formatPrice } from '../../lib/price';
import { ORDER_STATUSES, type OrderStatus, type StaffOrderListWire } from '../../../server/src/contract/orders';
import { followLink, navigate } from '../navigation';
import { LoadFailed, Loading, Notice } from '../states';
import { ColumnHeads, EnumOptions, FilterBar, ScreenHead, Table, TableBox } from '../table';
import { badRange, filtersQuery, orderPageKey, type OrderFilters } from './orders-query';
import { StatusTag } from './status-tag';
import { useOrderWords } from './order-words';

function Filters({ shown, listPath }: { shown: OrderFilters; listPath: string }) {
  const intl = useIntl();
  const [draft, setDraft] = useState(shown);
  const [wrongRange, setWrongRange] = useState(false);

  function apply(event: FormEvent) {
    event.preventDefault();
    // The days as typed stay in their fields, with the message beside them, until they make a range.
    if (badRange(draft)) return setWrongRange(true);
    setWrongRange(false);
    const query = filtersQuery(draft);
    navigate(query ? `${listPath}?${query}` : listPath);
  }

  return (
    <FilterBar onSubmit={apply} aria-label={intl.formatMessage({ id: 'staff.orders.filters' })} noValidate>
      <SelectField
        labelId="staff.orders.status"
        name="status"
        value={draft.status}
        onChange={(event) => setDraft({ ...draft, status: event.target.value as OrderStatus | '' })}
      >
        <EnumOptions anyId="staff.orders.anyStatus" prefix="staff.orders.status" values={ORDER_STATUSES} />
      </SelectField>
      <TextField
        labelId="staff.orders.from"
        name="from"
        type="date"
        value={draft.from}
        error={wrongRange ? 'staff.orders.badRange' : null}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <TextField
        labelId="staff.orders.to"
        name="to"
        type="date"
        value={draft.to}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <Button type="submit">
        <FormattedMessage id="staff.orders.apply" />
      </Button>
      {filtersQuery(shown) && (
        <Button variant="secondary" onClick={() => navigate(listPath)}>
          <FormattedMessage id="staff.orders.reset" />
        </Button>
      )}
    </FilterBar>
  );
}

export function OrderList({ filters, listPath }: { filters: OrderFilters; listPath: string }) {
  const intl = useIntl();
  const words = useOrderWords();
  // Every page is asked again when the list is shown anew: a status changed in an order's view moves
  // rows between the pages of a filtered list.
  const pages = useSWRInfinite<StaffOrderListWire, ApiError>(orderPageKey(filters), { revalidateAll: true });
  const rows = pages.data?.flatMap((page) => page.rows) ?? [];
  const count = pages.data?.[pages.data.length - 1]?.count ?? 0;
  const query = filtersQuery(filters);

  return (
    <>
      <ScreenHead>
        <h1>
          <FormattedMessage id="staff.nav.orders" />
        </h1>
      </ScreenHead>
      {/* a new address's filters start a new form, so Back shows the filters of the list it shows */}
      <Filters key={query} shown={filters} listPath={listPath} />
      {pages.error ? (
        <LoadFailed error={pages.error} retry={() => pages.mutate()} />
      ) : !pages.data ? (
        <Loading />
      ) : rows.length === 0 ? (
        <Notice>
          <FormattedMessage id={query ? 'staff.orders.none' : 'staff.orders.empty'} />
        </Notice>
      ) : (
        <>
          <p role="status">
            <FormattedMessage id="staff.orders.listed" values={{ count, from: 1, to: rows.length }} />
          </p>
          <TableBox>
            <Table>
              <ColumnHeads
                columns={[
                  { id: 'staff.orders.number' },
                  { id: 'staff.orders.placed' },
                  { id: 'staff.orders.recipient' },
                  { id: 'staff.orders.phone' },
                  { id: 'staff.orders.total', number: true },
                  { id: 'staff.orders.status' },
                  { id: 'staff.orders.payment' },
                ]}
              />
              <tbody>
                {rows.map((order) => (
                  <tr key={order.id} data-order-id={order.id}>
                    <td className="nowrap">
                      <a
                        href={`${listPath}/${order.id}`}
                        onClick={followLink}
                        aria-label={intl.formatMessage({ id: 'staff.orders.open' }, { id: order.id })}
                      >
                        № {order.id}
                      </a>
                    </td>
                    <td className="nowrap">{shopDateTime(order.createdAt)}</td>
                    <td>{order.name}</td>
                    <td className="nowrap">{formatPhone(order.phone)}</td>
                    <td className="number">{formatPrice(order.total)}</td>
                    <td className="nowrap">
                      <StatusTag status={order.status} />
                    </td>
                    <td className="nowrap">{words.paymentText(order)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableBox>
        </>
      )}
      {pages.data && rows.length < count && (
        <Button variant="secondary" disabled={pages.isValidating} onClick={() => pages.setSize(pages.size + 1)}>
          <FormattedMessage id="staff.orders.more" />
        </Button>
      )}
    </>
  );
}
