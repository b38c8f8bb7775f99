/**
 * The console's queue: the open tickets, the latest activity on top, with their unread count and
 * last message; then the closed ones with their ratings. Each row is a link to the ticket's
 * conversation (chat/12), so a reload or a shared link opens the same one. While the pointer is over
 * the queue its rows keep their places (useHeldOrder), so a click opens the conversation aimed at.
 */
import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OperatorTicketWire } from '../../../server/src/contract/chat';
import { shopDate, shopDateTime, shopTime } from '../../lib/dates';
import { theme } from '../../lib/theme';
import { followLink } from '../navigation';

const Part = styled.section`
  h2 {
    margin: ${theme.space(2)} 0;
    font-size: 16px;
  }
  & + & {
    margin-top: ${theme.space(4)};
  }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  p {
    margin: 0;
    color: ${theme.color.muted};
    font-size: 14px;
  }
`;

const Row = styled.a`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  min-width: 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  background: ${theme.color.card};
  color: ${theme.color.text};
  text-decoration: none;
  &:hover {
    border-color: ${theme.color.brand};
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 2px;
  }
  &[aria-current='page'] {
    border-color: ${theme.color.brand};
    box-shadow: inset 0 0 0 1px ${theme.color.brand};
    background: ${theme.color.brandSoft};
  }
  .top {
    display: flex;
    align-items: baseline;
    gap: ${theme.space(2)};
    min-width: 0;
  }
  .who {
    flex: 1;
    min-width: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .nowrap {
    white-space: nowrap;
    color: ${theme.color.muted};
    font-size: 13px;
  }
  .last {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${theme.color.muted};
    font-size: 14px;
  }
  .rating {
    font-size: 13px;
    color: ${theme.color.muted};
    overflow-wrap: anywhere;
  }
`;

const Badge = styled.span`
  flex: none;
  min-width: 22px;
  padding: 0 ${theme.space(1.5)};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accent};
  color: #fff;
  font-size: 13px;
  font-weight: 600;
  text-align: center;
`;

/** Who asked: the shopper's name and phone or address, else words (never the ticket's number twice). */
export function ShopperName({ ticket }: { ticket: OperatorTicketWire }) {
  return ticket.shopperName ? <>{ticket.shopperName}</> : <FormattedMessage id="staff.chat.guest" />;
}

/** The unread count as a badge, read out as words. */
export function UnreadBadge({ count }: { count: number }) {
  const intl = useIntl();
  if (count <= 0) return null;
  return (
    <Badge role="img" aria-label={intl.formatMessage({ id: 'staff.chat.unread' }, { count })}>
      {count}
    </Badge>
  );
}

/** When a row's ticket last moved: the time today, the day and time before. */
export function when(at: string) {
  return shopDate(at) === shopDate(Date.now()) ? shopTime(at) : shopDateTime(at);
}

function TicketRow({ ticket, href, current }: { ticket: OperatorTicketWire; href: string; current: boolean }) {
  const at = ticket.status === 'open' ? (ticket.lastMessage?.at ?? ticket.createdAt) : ticket.closedAt;
  return (
    <li>
      <Row
        href={href}
        onClick={followLink}
        aria-current={current ? 'page' : undefined}
        data-ticket={ticket.id}
        data-rating={ticket.rating ?? ''}
      >
        <span className="top">
          <span className="who">
            #{ticket.id} <ShopperName ticket={ticket} />
          </span>
          <UnreadBadge count={ticket.status === 'open' ? ticket.unread : 0} />
          {at && <span className="nowrap">{when(at)}</span>}
        </span>
        {ticket.lastMessage && <span className="last">{ticket.lastMessage.text}</span>}
        {ticket.status === 'closed' && (
          <span className="rating">
            {ticket.rating ? (
              <FormattedMessage id="staff.chat.rating" values={{ rating: ticket.rating }} />
            ) : (
              <FormattedMessage id="staff.chat.noRating" />
            )}
            {ticket.note && (
              <>
                {' · '}
                <FormattedMessage id="staff.chat.note" values={{ note: ticket.note }} />
              </>
            )}
          </span>
        )}
      </Row>
    </li>
  );
}

/**
 * The queue's order, held while the pointer is over it: a ticket with a new message would otherwise
 * jump to the top under the operator's pointer, and the click meant for one conversation would open
 * another. While held, every row stays where it was (its contents still change) and a new ticket
 * comes at the end of its part; the order by activity comes back when the pointer leaves.
 */
export function useHeldOrder(tickets: OperatorTicketWire[]) {
  const [held, setHeld] = useState<number[] | null>(null);
  const ordered = useMemo(() => {
    if (!held) return tickets;
    const place = new Map(held.map((id, index) => [id, index]));
    // Array.prototype.sort is stable: new tickets keep their order by activity among themselves.
    return [...tickets].sort((a, b) => (place.get(a.id) ?? held.length) - (place.get(b.id) ?? held.length));
  }, [tickets, held]);
  return {
    ordered,
    hold: () => setHeld(ordered.map((ticket) => ticket.id)),
    release: () => setHeld(null),
  };
}

export function TicketQueue({
  tickets,
  current,
  chatPath,
}: {
  tickets: OperatorTicketWire[];
  current: number | null;
  /** the chat screen's own address: a ticket's is under it */
  chatPath: string;
}) {
  const intl = useIntl();
  const { ordered, hold, release } = useHeldOrder(tickets);
  const open = ordered.filter((ticket) => ticket.status === 'open');
  const closed = ordered.filter((ticket) => ticket.status === 'closed');
  const part = (id: 'open' | 'closed', title: string, rows: OperatorTicketWire[], none: string) => (
    <Part aria-labelledby={`chat-queue-${id}`}>
      <h2 id={`chat-queue-${id}`}>
        <FormattedMessage id={title} /> ({rows.length})
      </h2>
      <Rows aria-label={intl.formatMessage({ id: title })}>
        {rows.map((ticket) => (
          <TicketRow
            key={ticket.id}
            ticket={ticket}
            href={`${chatPath}/${ticket.id}`}
            current={ticket.id === current}
          />
        ))}
        {rows.length === 0 && (
          <li>
            <p>
              <FormattedMessage id={none} />
            </p>
          </li>
        )}
      </Rows>
    </Part>
  );
  return (
    <div onPointerEnter={hold} onPointerLeave={release}>
      {part('open', 'staff.chat.openTickets', open, 'staff.chat.noOpen')}
      {part('closed', 'staff.chat.closedTickets', closed, 'staff.chat.noClosed')}
    </div>
  );
}
