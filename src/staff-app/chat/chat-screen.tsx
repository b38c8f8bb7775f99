/**
 * The operators' console (docs/adr/021, the chat role of docs/adr/028): the queue of tickets and
 * one conversation at `chat/12`, live over the console's socket on the staff session. On a wide
 * screen the queue stands beside the conversation; on a phone the conversation takes the screen,
 * with the way back to the queue above it.
 */
import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import useSWR from 'swr';
import type { ChatMessageWire } from '../../../server/src/contract/chat';
import type { StaffMemberWire } from '../../../server/src/contract/staff';
import type { ApiError } from '../../lib/api/api-client';
import { theme } from '../../lib/theme';
import { useLocation } from '../navigation';
import { LoadFailed, Loading, Notice } from '../states';
import { ScreenHead } from '../table';
import { Conversation, Refusal } from './conversation';
import { QUEUE, type QueueWire } from './console-data';
import type { SocketState } from './console-socket';
import { TicketQueue } from './ticket-queue';
import { useConsole } from './use-console';

const Desk = styled.div`
  display: grid;
  grid-template-columns: minmax(240px, 340px) minmax(0, 1fr);
  gap: ${theme.space(4)};
  align-items: start;
  .queue {
    min-width: 0;
    max-height: calc(100vh - 160px);
    overflow-y: auto;
    padding: 2px;
  }
  .placeholder {
    margin: 0;
    padding: ${theme.space(6)};
    border: 1px dashed ${theme.color.line};
    border-radius: ${theme.radius.lg};
    color: ${theme.color.muted};
    text-align: center;
  }
  ${theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    .queue {
      max-height: none;
      overflow: visible;
    }
    .placeholder {
      display: none;
    }
    &[data-open='true'] .queue {
      display: none;
    }
  }
`;

const State = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin: 0;
  font-size: 14px;
  color: ${theme.color.muted};
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${theme.color.muted};
  }
  &[data-state='online']::before {
    background: ${theme.color.success};
  }
  &[data-state='offline'] {
    color: ${theme.color.danger};
  }
  &[data-state='offline']::before {
    background: ${theme.color.danger};
  }
`;

function ConnectionState({ state }: { state: SocketState }) {
  return (
    <State role="status" data-state={state}>
      <FormattedMessage id={`staff.chat.state.${state}`} />
    </State>
  );
}

const TICKET_NUMBER = /^[1-9]\d{0,9}$/;
/** No message came over the socket for the ticket: the same empty list each render. */
const NONE: ChatMessageWire[] = [];

export function ChatScreen({ rest, member }: { rest: string[]; member: StaffMemberWire }) {
  const location = useLocation();
  const path = location.split('?', 1)[0].replace(/\/+$/, '');
  // The queue's address is the page's path without the ticket's number: the app's base and `chat`.
  const queuePath = rest.length ? path.slice(0, path.length - rest.join('/').length - 1) : path;
  const openId = rest.length === 1 && TICKET_NUMBER.test(rest[0]) ? Number(rest[0]) : null;
  const live = useConsole(openId);
  const queue = useSWR<QueueWire, ApiError>(QUEUE);
  const tickets = queue.data?.tickets ?? [];
  const unreadElsewhere = tickets
    .filter((ticket) => ticket.status === 'open' && ticket.id !== openId)
    .reduce((sum, ticket) => sum + ticket.unread, 0);

  return (
    <>
      <ScreenHead>
        <h1>
          <FormattedMessage id="staff.nav.chat" />
        </h1>
        <ConnectionState state={live.view.state} />
      </ScreenHead>
      {live.refusal && (
        <Notice tone="error">
          <Refusal code={live.refusal} />
        </Notice>
      )}
      {rest.length > 0 && openId === null && (
        <Notice tone="error">
          <FormattedMessage id="staff.chat.noSuchTicket" />
        </Notice>
      )}
      <Desk data-open={openId !== null}>
        <div className="queue">
          {queue.error && !queue.data ? (
            <LoadFailed error={queue.error} retry={() => queue.mutate()} />
          ) : !queue.data ? (
            <Loading />
          ) : (
            <TicketQueue tickets={tickets} current={openId} chatPath={queuePath} />
          )}
        </div>
        {openId === null ? (
          <p className="placeholder">
            <FormattedMessage id="staff.chat.pick" />
          </p>
        ) : (
          <Conversation
            key={openId}
            ticketId={openId}
            arrived={live.arrived[openId] ?? NONE}
            queued={tickets.find((ticket) => ticket.id === openId)}
            owner={member.id}
            socket={live.socket}
            shopperTyping={live.typing[openId] ?? false}
            queuePath={queuePath}
            unreadElsewhere={unreadElsewhere}
          />
        )}
      </Desk>
    </>
  );
}
