/**
 * The console's live part: one socket while the chat screen is open; the queue kept in SWR's cache
 * from its frames (the welcome brings it whole, a `ticket` frame replaces a ticket, a read mark
 * moves one forward); the messages that came over the socket, kept apart from the histories SWR
 * fetched and joined with them when shown (a write into a history's cache while it loads would make
 * SWR drop the answer it waits for); the shoppers' typing; and the last refusal of a frame that was
 * not an answer. Every close asks the API who is signed in (sessionGone).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import type {
  ChatErrorCode,
  ChatMessageWire,
  OperatorTicketWire,
  ServerFrame,
} from '../../../server/src/contract/chat';
import type { StaffMemberWire } from '../../../server/src/contract/staff';
import { ApiError } from '../../lib/api/api-client';
import { mayUse, staffCall } from '../staff-api';
import { historyKey, merge, QUEUE, withRead, withTicket, type HistoryWire, type QueueWire } from './console-data';
import { ConsoleSocket, consoleSocketUrl } from './console-socket';

/** By ticket: the shoppers typing, the messages the socket brought. */
export type ByTicket<T> = Readonly<Record<number, T>>;

export function useConsole(openTicket: number | null) {
  const { cache, mutate } = useSWRConfig();
  const [typing, setTyping] = useState<ByTicket<boolean>>({});
  const [refusal, setRefusal] = useState<ChatErrorCode | null>(null);
  const [arrived, setArrived] = useState<ByTicket<ChatMessageWire[]>>({});
  /** the same, for the frame handlers: a read mark counts what is unread from all a ticket's messages */
  const arrivedNow = useRef(arrived);
  const open = useRef(openTicket);
  open.current = openTicket;

  const [socket] = useState(
    () =>
      new ConsoleSocket(consoleSocketUrl(), {
        onFrame: (frame) => received(frame),
        onClosed: () => {
          setTyping({});
          void sessionGone();
        },
      }),
  );

  /**
   * After a close: is the session still there, with the chat role? A session that ended takes the
   * app to its sign-in, a role taken away to its notice (the app's shell asks again and shows
   * them). No answer at all (offline, the API restarting) changes nothing: the console reconnects
   * and keeps what is written and waiting.
   */
  async function sessionGone() {
    if (!navigator.onLine) return;
    try {
      const answer = await staffCall<{ staff: StaffMemberWire }>('/session');
      if (!mayUse(answer.staff, 'chat')) await mutate('/session', answer, { revalidate: false });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) await mutate('/session');
    }
  }

  const updateQueue = (change: (queue: QueueWire) => QueueWire) =>
    void mutate<QueueWire>(QUEUE, (queue) => change(queue ?? { tickets: [] }), { revalidate: false });

  /** A ticket's messages, when the console has its history (else it cannot count what is unread). */
  function messagesOf(ticketId: number): ChatMessageWire[] | undefined {
    const fetched = (cache.get(historyKey(ticketId)) as { data?: HistoryWire } | undefined)?.data?.messages;
    return fetched && merge(fetched, arrivedNow.current[ticketId] ?? []);
  }

  function received(frame: ServerFrame) {
    switch (frame.type) {
      case 'welcome':
        if (!('tickets' in frame)) return;
        setRefusal(null);
        void mutate<QueueWire>(QUEUE, { tickets: frame.tickets }, { revalidate: false });
        // What the open conversation missed while the socket was away.
        if (open.current !== null) void mutate(historyKey(open.current));
        return;
      case 'ack':
      case 'message': {
        const message = frame.message;
        const next = {
          ...arrivedNow.current,
          [message.ticketId]: merge(arrivedNow.current[message.ticketId] ?? [], [message]),
        };
        arrivedNow.current = next;
        setArrived(next);
        if (message.author === 'shopper') setTyping((now) => ({ ...now, [message.ticketId]: false }));
        return;
      }
      case 'ticket':
        updateQueue((queue) => withTicket(queue, frame.ticket as OperatorTicketWire));
        return;
      case 'typing':
        if (frame.author === 'shopper') setTyping((now) => ({ ...now, [frame.ticketId]: frame.typing }));
        return;
      case 'read': {
        const messages = messagesOf(frame.ticketId);
        updateQueue((queue) => ({
          tickets: queue.tickets.map((ticket) =>
            ticket.id === frame.ticketId ? withRead(ticket, frame.author, frame.upTo, messages) : ticket,
          ),
        }));
        return;
      }
      case 'error':
        // An answer's refusal stays with the answer (shown as not sent); the others are said once.
        if (!frame.clientId) setRefusal(frame.code);
        return;
      default:
    }
  }

  useEffect(() => {
    socket.start();
    return () => socket.stop();
  }, [socket]);

  const view = useSyncExternalStore(socket.subscribe, socket.current);
  return { socket, view, typing, arrived, refusal };
}
