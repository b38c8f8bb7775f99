/**
 * What both chat sockets share (docs/adr/021): frames are read one after another per socket (an
 * ack never overtakes an earlier one), any frame that is not text JSON of a known shape gets an
 * error frame, and a failure inside a handler answers `busy` instead of ending the process.
 */
import type { WebSocket } from 'ws';
import type { ChatErrorCode, ServerFrame } from '../contract/chat';
import { CHAT_TEXT_MAX } from '../contract/chat';
import type { Lng } from '../contract/constants';
import { messageWith, type MessageId } from '../lib/messages';

const MESSAGE_OF: Record<ChatErrorCode, MessageId> = {
  badFrame: 'chatBadFrame',
  helloFirst: 'chatHelloFirst',
  tooLong: 'chatTooLong',
  tooFast: 'chatTooFast',
  ticketClosed: 'chatTicketClosed',
  ticketNotFound: 'chatTicketNotFound',
  notClosedYet: 'chatNotClosedYet',
  alreadyRated: 'chatAlreadyRated',
  busy: 'busy',
};

export function errorFrame(code: ChatErrorCode, lng: Lng, clientId?: string): ServerFrame {
  return {
    type: 'error',
    code,
    message: messageWith(MESSAGE_OF[code], lng, { limit: CHAT_TEXT_MAX }),
    ...(clientId ? { clientId } : {}),
  };
}

/** Text as people count it: a message's limit is in characters, not UTF-16 units. */
export const characters = (text: string) => [...text].length;

export interface FrameLoop<T> {
  socket: WebSocket;
  parse(raw: string): T | null;
  handle(frame: T): Promise<void>;
  lng(): Lng;
  onError(error: unknown): void;
}

export const sender = (socket: WebSocket) => (frame: ServerFrame) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
};

export function readFrames<T>({ socket, parse, handle, lng, onError }: FrameLoop<T>) {
  const send = sender(socket);
  let turn = Promise.resolve();
  socket.on('message', (data, isBinary) => {
    turn = turn.then(async () => {
      const frame = isBinary ? null : parse(data.toString());
      if (!frame) return send(errorFrame('badFrame', lng()));
      try {
        await handle(frame);
      } catch (error) {
        onError(error);
        const clientId = (frame as { clientId?: string }).clientId;
        send(errorFrame('busy', lng(), clientId));
      }
    });
  });
}
