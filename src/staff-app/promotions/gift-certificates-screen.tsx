/**
 * Staff's gift certificates (docs/adr/031, the orders role): read only. The certificates, newest
 * first, found by the code's last 4 characters and by status, a page at a time, each with its
 * value, balance, buyer, the order that bought it, its recipient and note; and its uses (the orders
 * it paid, how much, and what a cancel gave back) in a dialog. The filters live in the screen's
 * address, so a reload, the browser's Back and a shared link show the same list.
 */
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWRInfinite from 'swr/infinite';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field-kit';
import { ModalDialog } from '../../components/ui/modal-frame';
import type { ApiError } from '../../lib/api/api-client';
import { shopDateTime } from '../../lib/dates';
import { formatPhone } from '../../lib/phone-format';
import { formatPrice } from '../../lib/price';
import { theme } from '../../lib/theme';
import {
  GIFT_STATUSES,
  StaffGiftQuery,
  type GiftStatus,
  type StaffGiftListWire,
  type StaffGiftWire,
} from '../../../server/src/contract/gift-certificates';
import { STAFF_APP_BASE } from '../../../server/src/contract/staff-app';
import { followLink, navigate, useLocation } from '../navigation';
import { LoadFailed, Loading, Notice } from '../states';
import { ColumnHeads, EnumOptions, FilterBar, ScreenHead, Table, TableBox } from '../table';

const SCREEN = `${STAFF_APP_BASE}/gift-certificates`;

/** Certificates a page of the list asks for, as the orders list does. */
export const GIFTS_PER_PAGE = 20;

/** The API's own rule for the last 4 characters (the contract's query pattern). */
const LAST4 = new RegExp(StaffGiftQuery.properties.last4.pattern ?? '');

interface GiftFilters {
  last4: string;
  status: GiftStatus | '';
}

const isStatus = (value: string | null): value is GiftStatus =>
  (GIFT_STATUSES as readonly string[]).includes(value ?? '');

/** The filters an address's query names; a value the API would refuse is left out. */
function filtersOf(search: string): GiftFilters {
  const query = new URLSearchParams(search);
  const last4 = query.get('last4') ?? '';
  const status = query.get('status');
  return { last4: LAST4.test(last4) ? last4 : '', status: isStatus(status) ? status : '' };
}

function filtersQuery(filters: GiftFilters): string {
  const query = new URLSearchParams();
  if (filters.last4) query.set('last4', filters.last4);
  if (filters.status) query.set('status', filters.status);
  return query.toString();
}

/** The key of the list's page `index`; null once the pages before it hold every certificate that matched. */
function pageKey(filters: GiftFilters) {
  return (index: number, previous: StaffGiftListWire | null) => {
    const offset = index * GIFTS_PER_PAGE;
    if (previous && offset >= previous.count) return null;
    const query = filtersQuery(filters);
    return `/gift-certificates?${query ? `${query}&` : ''}limit=${GIFTS_PER_PAGE}&offset=${offset}`;
  };
}

const Code = ({ last4 }: { last4: string }) => <span className="nowrap">••••{last4}</span>;

const OrderLink = ({ id }: { id: number }) => (
  <a className="nowrap" href={`${STAFF_APP_BASE}/orders/${id}`} onClick={followLink}>
    <FormattedMessage id="staff.promo.orderNumber" values={{ id }} />
  </a>
);

/** A phone as the shop writes phones; an e-mail as it is. */
const Recipient = ({ to }: { to: string }) =>
  to.includes('@') ? <>{to}</> : <span className="nowrap">{formatPhone(to)}</span>;

const Status = styled.span`
  display: inline-block;
  padding: 2px ${theme.space(2)};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.page};
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
  &.active {
    background: ${theme.color.brandSoft};
    color: ${theme.color.brandDark};
  }
  &.spent,
  &.expired {
    color: ${theme.color.muted};
  }
`;

const Note = styled.td`
  min-width: 140px;
  max-width: 220px;
  overflow-wrap: anywhere;
`;

function Filters({ shown }: { shown: GiftFilters }) {
  const intl = useIntl();
  const [draft, setDraft] = useState(shown);
  const [wrong, setWrong] = useState(false);

  function apply(event: FormEvent) {
    event.preventDefault();
    // What was typed stays in its field, with the message beside it, until the API could take it.
    const last4 = draft.last4.trim();
    if (last4 && !LAST4.test(last4)) return setWrong(true);
    setWrong(false);
    const query = filtersQuery({ ...draft, last4 });
    navigate(query ? `${SCREEN}?${query}` : SCREEN);
  }

  return (
    <FilterBar onSubmit={apply} aria-label={intl.formatMessage({ id: 'staff.gift.filters' })} noValidate>
      <TextField
        labelId="staff.gift.last4"
        name="last4"
        value={draft.last4}
        maxLength={8}
        autoComplete="off"
        spellCheck={false}
        error={wrong ? 'staff.gift.badLast4' : null}
        onChange={(event) => setDraft({ ...draft, last4: event.target.value })}
      />
      <SelectField
        labelId="staff.gift.status"
        name="status"
        value={draft.status}
        onChange={(event) => setDraft({ ...draft, status: event.target.value as GiftStatus | '' })}
      >
        <EnumOptions anyId="staff.gift.anyStatus" prefix="staff.gift.status" values={GIFT_STATUSES} />
      </SelectField>
      <Button type="submit">
        <FormattedMessage id="staff.orders.apply" />
      </Button>
      {filtersQuery(shown) && (
        <Button variant="secondary" onClick={() => navigate(SCREEN)}>
          <FormattedMessage id="staff.orders.reset" />
        </Button>
      )}
    </FilterBar>
  );
}

/**
 * Wide enough for the uses' four columns beside each other on a laptop; a width of its own (not the
 * frame's 100 %), so on a phone the table scrolls inside its box instead of widening the dialog.
 */
const UsesDialog = styled(ModalDialog)`
  width: min(600px, calc(100vw - ${theme.space(8)}));
  ${theme.media.mobile} {
    width: 100vw;
  }
`;

const UsesButton = styled(Button)`
  color: ${theme.color.brand};
`;

function Uses({ gift, onClose }: { gift: StaffGiftWire; onClose: () => void }) {
  const intl = useIntl();
  return (
    <UsesDialog
      title={<FormattedMessage id="staff.gift.usesTitle" values={{ last4: gift.last4 }} />}
      closeLabel={intl.formatMessage({ id: 'staff.close' })}
      onClose={onClose}
    >
      <p>
        <FormattedMessage
          id="staff.gift.usesSummary"
          values={{ value: formatPrice(gift.value), balance: formatPrice(gift.balance) }}
        />
      </p>
      {gift.uses.length === 0 ? (
        <Notice>
          <FormattedMessage id="staff.gift.noUses" />
        </Notice>
      ) : (
        <TableBox>
          <Table>
            <ColumnHeads
              columns={[
                { id: 'staff.promo.order' },
                { id: 'staff.gift.amount', number: true },
                { id: 'staff.gift.usedAt' },
                { id: 'staff.gift.releasedAt' },
              ]}
            />
            <tbody>
              {gift.uses.map((use) => (
                <tr key={`${use.orderId}-${use.usedAt}`} className={use.releasedAt ? 'off' : undefined}>
                  <td>
                    <OrderLink id={use.orderId} />
                  </td>
                  <td className="number">{formatPrice(use.amount)}</td>
                  <td className="nowrap">{shopDateTime(use.usedAt)}</td>
                  <td className="nowrap">{use.releasedAt ? shopDateTime(use.releasedAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
      )}
    </UsesDialog>
  );
}

function GiftRow({ gift, onUses }: { gift: StaffGiftWire; onUses: () => void }) {
  const intl = useIntl();
  return (
    <tr data-gift={gift.id} className={gift.status === 'active' ? undefined : 'off'}>
      <td>
        <Code last4={gift.last4} />
      </td>
      <td className="number">{formatPrice(gift.value)}</td>
      <td className="number">{formatPrice(gift.balance)}</td>
      <td>
        <Status className={gift.status}>
          <FormattedMessage id={`staff.gift.status.${gift.status}`} />
        </Status>
      </td>
      <td className="nowrap">{shopDateTime(gift.issuedAt)}</td>
      <td className="nowrap">{shopDateTime(gift.expiresAt)}</td>
      <td className="nowrap">
        {gift.buyerId === null ? (
          <FormattedMessage id="staff.gift.noAccount" />
        ) : (
          <FormattedMessage id="staff.gift.account" values={{ id: gift.buyerId }} />
        )}
      </td>
      <td>
        <OrderLink id={gift.orderId} />
      </td>
      <td>
        <Recipient to={gift.recipient} />
      </td>
      <Note>{gift.note ?? '—'}</Note>
      <td className="nowrap">
        <UsesButton
          variant="ghost"
          onClick={onUses}
          aria-label={intl.formatMessage(
            { id: 'staff.gift.usesLabel' },
            { last4: gift.last4, count: gift.uses.length },
          )}
        >
          <FormattedMessage id="staff.gift.usesCount" values={{ count: gift.uses.length }} />
        </UsesButton>
      </td>
    </tr>
  );
}

function GiftList({ filters }: { filters: GiftFilters }) {
  const pages = useSWRInfinite<StaffGiftListWire, ApiError>(pageKey(filters), { revalidateAll: true });
  const [open, setOpen] = useState<StaffGiftWire | null>(null);
  const rows = pages.data?.flatMap((page) => page.rows) ?? [];
  const count = pages.data?.[pages.data.length - 1]?.count ?? 0;
  const query = filtersQuery(filters);

  if (pages.error) return <LoadFailed error={pages.error} retry={() => pages.mutate()} />;
  if (!pages.data) return <Loading />;
  if (rows.length === 0)
    return (
      <Notice>
        <FormattedMessage id={query ? 'staff.gift.noneFound' : 'staff.gift.none'} />
      </Notice>
    );
  return (
    <>
      <p role="status">
        <FormattedMessage id="staff.gift.listed" values={{ count, from: 1, to: rows.length }} />
      </p>
      <TableBox>
        <Table>
          <ColumnHeads
            columns={[
              { id: 'staff.gift.code' },
              { id: 'staff.gift.value', number: true },
              { id: 'staff.gift.balance', number: true },
              { id: 'staff.gift.status' },
              { id: 'staff.gift.issuedAt' },
              { id: 'staff.gift.expiresAt' },
              { id: 'staff.gift.buyer' },
              { id: 'staff.gift.boughtBy' },
              { id: 'staff.gift.recipient' },
              { id: 'staff.gift.note' },
              { id: 'staff.gift.uses' },
            ]}
          />
          <tbody>
            {rows.map((gift) => (
              <GiftRow key={gift.id} gift={gift} onUses={() => setOpen(gift)} />
            ))}
          </tbody>
        </Table>
      </TableBox>
      {rows.length < count && (
        <Button variant="secondary" disabled={pages.isValidating} onClick={() => pages.setSize(pages.size + 1)}>
          <FormattedMessage id="staff.gift.more" />
        </Button>
      )}
      {open && <Uses gift={open} onClose={() => setOpen(null)} />}
    </>
  );
}

export function GiftCertificatesScreen({ rest }: { rest: string[] }) {
  const location = useLocation();
  const search = location.split('?')[1] ?? '';
  if (rest.length > 0)
    return (
      <Notice tone="error">
        <FormattedMessage id="staff.gift.noSuchPage" />
      </Notice>
    );
  const filters = filtersOf(search);
  const query = filtersQuery(filters);
  return (
    <>
      <ScreenHead>
        <h1>
          <FormattedMessage id="staff.nav.giftCertificates" />
        </h1>
      </ScreenHead>
      {/* a new address's filters start a new form, so Back shows the filters of the list it shows */}
      <Filters key={query} shown={filters} />
      <GiftList filters={filters} />
    </>
  );
}
