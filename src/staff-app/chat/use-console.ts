/**
 * The console's live part: one socket while the chat screen is open, its frames written into SWR's
 * cache (console-data.ts), the shoppers' typing, and the last refusal of a frame that was not an
 * answer. Every close asks the API who is signed in: a session that ended, or an account that lost
 * the chat role, takes the app to its sign-in or its notice instead of reconnecting in vain.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import type { ChatErrorCode, OperatorTicketWire, ServerFrame } from '../../../server/src/contract/chat';
import { historyKey, merge, QUEUE, withRead, withTicket, type HistoryWire, type QueueWire } from './console-data';
import { ConsoleSocket, consoleSocketUrl } from './console-socket';

/** Shoppers typing, by ticket. */
export type TypingShoppers = Readonly<Record<number, boolean>>;

export function useConsole(openTicket: number | null) {
  const { cache, mutate } = useSWRConfig();
  const [typing, setTyping] = useState<TypingShoppers>({});
  const [refusal, setRefusal] = useState<ChatErrorCode | null>(null);
  const open = useRef(openTicket);
  open.current = openTicket;

  const [socket] = useState(
    () =>
      new ConsoleSocket(consoleSocketUrl(), {
        onFrame: (frame) => received(frame),
        onClosed: () => {
          setTyping({});
          void mutate('/session');
        },
      }),
  );

  /** Changes a ticket wherever the cache holds it: in the queue and in its conversation. */
  const patchTicket = useCallback(
    (ticketId: number, change: (ticket: OperatorTicketWire, history?: HistoryWire) => OperatorTicketWire) => {
      const history = (cache.get(historyKey(ticketId)) as { data?: HistoryWire } | undefined)?.data;
      if (history)
        void mutate<HistoryWire>(
          historyKey(ticketId),
          { ...history, ticket: change(history.ticket, history) },
          {
            revalidate: false,
          },
        );
      void mutate<QueueWire>(
        QUEUE,
        (queue) =>
          queue && {
            tickets: queue.tickets.map((ticket) => (ticket.id === ticketId ? change(ticket, history) : ticket)),
          },
        { revalidate: false },
      );
    },
    [cache, mutate],
  );

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
        void mutate<HistoryWire>(
          historyKey(message.ticketId),
          (known) => known && { ...known, messages: merge(known.messages, [message]) },
          { revalidate: false },
        );
        if (message.author === 'shopper') setTyping((now) => ({ ...now, [message.ticketId]: false }));
        return;
      }
      case 'ticket': {
        const ticket = frame.ticket as OperatorTicketWire;
        void mutate<QueueWire>(QUEUE, (queue) => withTicket(queue ?? { tickets: [] }, ticket), { revalidate: false });
        void mutate<HistoryWire>(
          historyKey(ticket.id),
          (known) => known && { ...known, ticket: withTicket({ tickets: [known.ticket] }, ticket).tickets[0] },
          { revalidate: false },
        );
        return;
      }
      case 'typing':
        if (frame.author === 'shopper') setTyping((now) => ({ ...now, [frame.ticketId]: frame.typing }));
        return;
      case 'read':
        patchTicket(frame.ticketId, (ticket, history) => withRead(ticket, frame.author, frame.upTo, history?.messages));
        return;
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
  return { socket, view, typing, refusal, clearRefusal: () => setRefusal(null) };
}
