/**
 * One ticket's conversation: who asked and what they left (e-mail, language, comment, rating), the
 * messages with the shopper's read marks, this console's answers still on their way (or refused,
 * to send again), the shopper typing, and the answer box; or, once closed, how it ended. Shown, it
 * marks the shopper's messages read (while the page is visible), so the shopper sees them read.
 */
import styled from '@emotion/styled';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import type { ChatErrorCode, ChatMessageWire, OperatorTicketWire } from '../../../server/src/contract/chat';
import { CHAT_TEXT_MAX } from '../../../server/src/contract/chat';
import { Button } from '../../components/ui/button';
import { FormActions } from '../../components/ui/field-kit';
import { ModalDialog } from '../../components/ui/modal-frame';
import type { ApiError } from '../../lib/api/api-client';
import { shopDateTime, shopTime } from '../../lib/dates';
import { theme } from '../../lib/theme';
import { followLink } from '../navigation';
import { LoadFailed, Loading, Notice } from '../states';
import { Composer } from './composer';
import { fetchHistory, historyKey, merge, type HistoryWire } from './console-data';
import type { ConsoleSocket, PendingAnswer } from './console-socket';
import { ShopperName, UnreadBadge } from './ticket-queue';

const Pane = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  min-width: 0;
  padding: ${theme.space(4)};
  background: ${theme.color.card};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  ${theme.media.mobile} {
    padding: ${theme.space(3)};
  }
  h2 {
    margin: 0;
    font-size: 18px;
    overflow-wrap: anywhere;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
  min-width: 0;
`;

/** Back to the queue: on a phone the conversation takes the whole screen. */
const Back = styled.a`
  display: none;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  color: ${theme.color.brand};
  font-weight: 600;
  text-decoration: none;
  ${theme.media.mobile} {
    display: inline-flex;
  }
`;

const Details = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 14px;
  overflow-wrap: anywhere;
  .nowrap {
    white-space: nowrap;
  }
`;

const Messages = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${theme.space(1)} 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  min-height: 120px;
  max-height: min(60vh, 640px);
  overflow-y: auto;
  overscroll-behavior: contain;
  ${theme.media.mobile} {
    max-height: 50dvh;
  }
`;

const Bubble = styled.li`
  align-self: flex-start;
  max-width: min(80%, 640px);
  min-width: 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.page};
  /* long words, addresses and rows of emoji wrap inside the bubble, never widen the page */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  word-break: break-word;
  &[data-author='operator'] {
    align-self: flex-end;
    background: ${theme.color.brandSoft};
  }
  &[data-state='pending'] {
    opacity: 0.7;
  }
  &[data-state='failed'] {
    border: 1px solid ${theme.color.danger};
  }
  .meta {
    display: block;
    margin-top: ${theme.space(1)};
    color: ${theme.color.muted};
    font-size: 12px;
    white-space: normal;
  }
  .nowrap {
    white-space: nowrap;
  }
  .failed {
    color: ${theme.color.danger};
  }
  .again {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    margin-top: ${theme.space(1)};
    white-space: normal;
  }
`;

const Typing = styled.p`
  min-height: 1.4em;
  margin: 0;
  color: ${theme.color.muted};
  font-size: 14px;
  font-style: italic;
`;

const ERROR_TEXTS: Partial<Record<ChatErrorCode, string>> = {
  badFrame: 'staff.chat.error.badFrame',
  helloFirst: 'staff.chat.error.helloFirst',
  tooLong: 'staff.chat.error.tooLong',
  tooFast: 'staff.chat.error.tooFast',
  ticketClosed: 'staff.chat.error.ticketClosed',
  ticketNotFound: 'staff.chat.error.ticketNotFound',
  busy: 'staff.chat.error.busy',
};

/** A refusal of the console's socket in the app's language (the socket's own is the API's default). */
export function Refusal({ code }: { code: string }) {
  return (
    <FormattedMessage
      id={ERROR_TEXTS[code as ChatErrorCode] ?? 'staff.chat.error.busy'}
      values={{ limit: CHAT_TEXT_MAX }}
    />
  );
}

function TicketDetails({ ticket }: { ticket: OperatorTicketWire }) {
  const at = (time: string) => <span className="nowrap">{shopDateTime(time)}</span>;
  const parts = [
    ticket.email && <FormattedMessage id="staff.chat.email" values={{ email: ticket.email }} />,
    <FormattedMessage id="staff.chat.language" values={{ lng: ticket.lng.toUpperCase() }} />,
    <FormattedMessage id="staff.chat.opened" values={{ at: at(ticket.createdAt) }} />,
    ticket.comment && <FormattedMessage id="staff.chat.comment" values={{ comment: ticket.comment }} />,
    ticket.closedAt && <FormattedMessage id="staff.chat.closedAt" values={{ at: at(ticket.closedAt) }} />,
    ticket.status === 'closed' &&
      (ticket.rating ? (
        <FormattedMessage id="staff.chat.rating" values={{ rating: ticket.rating }} />
      ) : (
        <FormattedMessage id="staff.chat.noRating" />
      )),
    ticket.note && <FormattedMessage id="staff.chat.note" values={{ note: ticket.note }} />,
  ].filter(Boolean);
  return (
    <Details>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && ' · '}
          {part}
        </Fragment>
      ))}
    </Details>
  );
}

function CloseTicket({ ticket, socket }: { ticket: OperatorTicketWire; socket: ConsoleSocket }) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        <FormattedMessage id="staff.chat.close" />
      </Button>
      {asking && (
        <ModalDialog
          title={<FormattedMessage id="staff.chat.closeTitle" values={{ id: ticket.id }} />}
          closeLabel={intl.formatMessage({ id: 'staff.close' })}
          onClose={() => setAsking(false)}
          initialFocus={keep}
        >
          <p>
            <FormattedMessage id="staff.chat.closeText" />
          </p>
          <FormActions>
            <Button
              onClick={() => {
                socket.closeTicket(ticket.id);
                setAsking(false);
              }}
            >
              <FormattedMessage id="staff.chat.closeConfirm" />
            </Button>
            <Button ref={keep} variant="secondary" onClick={() => setAsking(false)}>
              <FormattedMessage id="staff.cancel" />
            </Button>
          </FormActions>
        </ModalDialog>
      )}
    </>
  );
}

function PendingBubble({ answer, socket }: { answer: PendingAnswer; socket: ConsoleSocket }) {
  return (
    <Bubble data-author="operator" data-state={answer.failed ? 'failed' : 'pending'}>
      {answer.text}
      <span className="meta">
        {answer.failed ? (
          <span className="failed">
            <FormattedMessage id="staff.chat.notSent" />
            {': '}
            <Refusal code={answer.failed} />
          </span>
        ) : (
          <FormattedMessage id="staff.chat.sending" />
        )}
      </span>
      {answer.failed && (
        <span className="again">
          <Button variant="secondary" onClick={() => socket.retry(answer.clientId)}>
            <FormattedMessage id="staff.chat.sendAgain" />
          </Button>
          <Button variant="ghost" onClick={() => socket.discard(answer.clientId)}>
            <FormattedMessage id="staff.chat.discard" />
          </Button>
        </span>
      )}
    </Bubble>
  );
}

/** Whether the page is in front: a conversation in a hidden tab is not read. */
function usePageVisible() {
  return useSyncExternalStore(
    (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    () => document.visibilityState === 'visible',
  );
}

export function Conversation({
  ticketId,
  arrived,
  queued,
  owner,
  socket,
  shopperTyping,
  queuePath,
  unreadElsewhere,
}: {
  ticketId: number;
  /** the messages the socket brought since the screen opened */
  arrived: ChatMessageWire[];
  /** the ticket as the queue has it (the freshest), when it is in the queue */
  queued: OperatorTicketWire | undefined;
  /** the signed-in account: whose drafts the answer box keeps */
  owner: number;
  socket: ConsoleSocket;
  shopperTyping: boolean;
  /** the queue's address, for the way back on a phone */
  queuePath: string;
  /** unread shopper messages in the other open tickets */
  unreadElsewhere: number;
}) {
  const intl = useIntl();
  const history = useSWR<HistoryWire, ApiError>(historyKey(ticketId), fetchHistory);
  const pending = useSyncExternalStore(socket.subscribe, socket.current).pending.filter(
    (answer) => answer.ticketId === ticketId,
  );
  const visible = usePageVisible();
  const list = useRef<HTMLOListElement>(null);
  const ticket = queued ?? history.data?.ticket;
  const messages = useMemo(() => (history.data ? merge(history.data.messages, arrived) : []), [history.data, arrived]);
  const lastShopper = messages.reduce((last, message) => (message.author === 'shopper' ? message.id : last), 0);
  const last = messages.at(-1)?.id ?? 0;

  // The newest message in sight: at the first load, and after each message or answer.
  useLayoutEffect(() => {
    const node = list.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [last, pending.length, shopperTyping]);

  // Each message read once: the server's read mark may come after the ticket changed again.
  const readSent = useRef(0);
  useEffect(() => {
    if (!ticket || !visible || lastShopper <= Math.max(ticket.operatorReadId, readSent.current)) return;
    readSent.current = lastShopper;
    socket.read(ticket.id, lastShopper);
  }, [ticket, visible, lastShopper, socket]);

  const back = (
    <Back href={queuePath} onClick={followLink}>
      <span aria-hidden="true">←</span>
      <FormattedMessage id="staff.chat.back" />
      <UnreadBadge count={unreadElsewhere} />
    </Back>
  );

  if (!ticket) {
    return (
      <Pane>
        {back}
        {history.error ? <LoadFailed error={history.error} retry={() => history.mutate()} /> : <Loading />}
      </Pane>
    );
  }

  return (
    <Pane
      aria-label={intl.formatMessage({ id: 'staff.chat.ticket' }, { id: ticket.id })}
      data-ticket={ticket.id}
      data-status={ticket.status}
    >
      {back}
      <Head>
        <h2>
          #{ticket.id} <ShopperName ticket={ticket} />
        </h2>
        {ticket.status === 'open' && <CloseTicket ticket={ticket} socket={socket} />}
      </Head>
      <TicketDetails ticket={ticket} />
      {history.error && !history.data && <LoadFailed error={history.error} retry={() => history.mutate()} />}
      <Messages
        ref={list}
        aria-label={intl.formatMessage({ id: 'staff.chat.messages' })}
        aria-live="polite"
        aria-relevant="additions"
        tabIndex={0}
      >
        {messages.map((message) => {
          const mine = message.author === 'operator';
          const read = mine && ticket.shopperReadId >= message.id;
          return (
            <Bubble key={message.id} data-author={message.author} data-read={read} data-state="sent">
              {message.text}
              <span className="meta">
                {mine ? (message.operatorName ?? intl.formatMessage({ id: 'staff.chat.you' })) : null}
                {!mine && <FormattedMessage id="staff.chat.shopper" />}
                {' · '}
                <span className="nowrap">{shopTime(message.at)}</span>
                {read && (
                  <>
                    {' · '}
                    <FormattedMessage id="staff.chat.read" />
                  </>
                )}
              </span>
            </Bubble>
          );
        })}
        {pending.map((answer) => (
          <PendingBubble key={answer.clientId} answer={answer} socket={socket} />
        ))}
        {history.data && messages.length === 0 && pending.length === 0 && (
          <li>
            <FormattedMessage id="staff.chat.noMessages" />
          </li>
        )}
        {!history.data && !history.error && (
          <li>
            <Loading />
          </li>
        )}
      </Messages>
      <Typing aria-live="polite">{shopperTyping && <FormattedMessage id="staff.chat.typing" />}</Typing>
      {ticket.status === 'open' ? (
        <Composer ticketId={ticket.id} owner={owner} socket={socket} />
      ) : (
        <Notice>
          <FormattedMessage id="staff.chat.closed" />
        </Notice>
      )}
    </Pane>
  );
}
