/**
 * The operators' console without a browser: its socket is a stand-in the test speaks for (the
 * server's frames in, the console's frames out), the API's answers a stub (src/test/stub-fetch.ts).
 * The queue comes with the welcome and follows `ticket` frames; a conversation loads its history,
 * marks the shopper's messages read and shows the answers' read marks; an answer leaves on Enter,
 * waits as "sending…" until acknowledged, goes again after a reconnect and, refused, is sent again
 * on request; the shopper's typing shows and ends with their message; each ticket keeps its draft;
 * an answer over the limit keeps its text and says why; emoji go in at the cursor; a ticket is
 * closed after a question; every close of the socket asks who is signed in.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import {
  CHAT_TEXT_MAX,
  type ChatMessageWire,
  type OperatorFrame,
  type OperatorTicketWire,
  type ServerFrame,
} from '../../../server/src/contract/chat';
import type { StaffMemberWire } from '../../../server/src/contract/staff';
import { stubFetch } from '../../test/stub-fetch';
import { staffGet, useSession } from '../staff-api';
import { STAFF_TEXTS } from '../texts';
import { ChatScreen } from './chat-screen';
import { inQueueOrder, merge, withRead } from './console-data';

/** The console's socket as the test sees it: what it sent, and the server's side to play. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  readonly sent: OperatorFrame[] = [];
  private readonly listeners = new Map<string, Set<(event: unknown) => void>>();

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  static get last() {
    return FakeSocket.all[FakeSocket.all.length - 1];
  }

  addEventListener(type: string, listener: (event: unknown) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data) as OperatorFrame);
  }

  close() {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.emit('close', {});
  }

  // The server's side.
  open() {
    act(() => {
      this.readyState = FakeSocket.OPEN;
      this.emit('open', {});
    });
  }

  receive(frame: ServerFrame) {
    act(() => this.emit('message', { data: JSON.stringify(frame) }));
  }

  drop() {
    act(() => this.close());
  }

  sentOf<T extends OperatorFrame['type']>(type: T) {
    return this.sent.filter((frame): frame is Extract<OperatorFrame, { type: T }> => frame.type === type);
  }

  private emit(type: string, event: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

const MEMBER: StaffMemberWire = { id: 7, login: 'merjen', name: 'Merjen', roles: ['chat'] };
/** The signed-in account: another for each test, so no test finds another's drafts. */
let member = MEMBER;
const AT = '2026-12-04T09:30:00.000Z';

function message(id: number, ticketId: number, author: 'shopper' | 'operator', text: string): ChatMessageWire {
  return {
    id,
    ticketId,
    author,
    operatorName: author === 'operator' ? 'Merjen' : null,
    clientId: `client-${id}`,
    text,
    at: AT,
  };
}

function ticket(id: number, change: Partial<OperatorTicketWire> = {}): OperatorTicketWire {
  return {
    id,
    status: 'open',
    operator: null,
    email: null,
    lng: 'ru',
    comment: null,
    rating: null,
    note: null,
    shopperReadId: 0,
    operatorReadId: 0,
    createdAt: AT,
    closedAt: null,
    shopperName: '',
    lastMessage: null,
    unread: 0,
    ...change,
  };
}

/** The conversations the stubbed API holds, by ticket. */
let histories: Record<number, { ticket: OperatorTicketWire; messages: ChatMessageWire[] }>;
let calls: string[];
/** What the API answers about the session. */
let session: { status: number; body: unknown };
/** When set, the histories' answers wait here until the test lets them go. */
let held: (() => void)[] | null;

/** Who is signed in, asked as the app's shell asks it (the console asks again at every close). */
function Session() {
  const session = useSession();
  const state = session.error ? `error ${session.error.status}` : (session.data?.staff.roles.join() ?? 'asking');
  return <output aria-label="session">{state}</output>;
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" messages={STAFF_TEXTS.en} defaultLocale="tk-TM">
      <SWRConfig value={{ provider: () => new Map(), fetcher: staffGet, dedupingInterval: 0 }}>
        <Session />
        {children}
      </SWRConfig>
    </IntlProvider>
  );
}

function renderConsole(rest: string[]) {
  window.history.replaceState(null, '', `/admin/chat${rest.length ? `/${rest.join('/')}` : ''}`);
  const view = render(<ChatScreen rest={rest} member={member} />, { wrapper: Providers });
  return {
    ...view,
    /** the screen at another address of the console, as the app's router renders it */
    goTo(next: string[]) {
      act(() => window.history.pushState(null, '', `/admin/chat${next.length ? `/${next.join('/')}` : ''}`));
      view.rerender(<ChatScreen rest={next} member={member} />);
    },
  };
}

/** The socket opened and welcomed with these tickets. */
function welcomed(tickets: OperatorTicketWire[]) {
  const socket = FakeSocket.last;
  socket.open();
  expect(socket.sent).toEqual([{ type: 'hello' }]);
  socket.receive({ type: 'welcome', operator: { id: 7, login: 'merjen', name: 'Merjen' }, tickets });
  return socket;
}

const answerBox = () => screen.getByRole('textbox', { name: 'Your answer' });
const messagesList = () => screen.getByRole('list', { name: 'Messages' });

beforeEach(() => {
  member = { ...MEMBER, id: member.id + 1 };
  FakeSocket.all = [];
  Object.assign(window, { WebSocket: FakeSocket });
  histories = {};
  held = null;
  session = { status: 200, body: { staff: MEMBER } };
  // jsdom draws nothing to scroll; a link followed in the page scrolls to its top.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  calls = stubFetch((call) => {
    const history = /^GET \/admin\/v1\/chat\/tickets\/(\d+)\/messages$/.exec(call);
    if (history) {
      const known = histories[Number(history[1])];
      if (held && known) {
        const answer = { status: 200, body: known };
        return new Promise((resolve) => held!.push(() => resolve(answer)));
      }
      return known
        ? { status: 200, body: known }
        : { status: 404, body: { statusCode: 404, message: 'Conversation not found' } };
    }
    if (call === 'GET /admin/v1/chat/tickets')
      return { status: 200, body: { tickets: Object.values(histories).map((each) => each.ticket) } };
    if (call === 'GET /admin/v1/session') return session;
    return { status: 500, body: { message: `no stub for ${call}` } };
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe("the console's data", () => {
  it('keeps messages once each in id order, the queue open first by activity, read state forward', () => {
    expect(
      merge([message(2, 1, 'shopper', 'b')], [message(1, 1, 'shopper', 'a'), message(2, 1, 'shopper', 'b')]),
    ).toEqual([message(1, 1, 'shopper', 'a'), message(2, 1, 'shopper', 'b')]);
    const old = ticket(1, { lastMessage: { ...message(1, 1, 'shopper', 'a'), at: '2026-12-04T08:00:00.000Z' } });
    const recent = ticket(2, { lastMessage: message(5, 2, 'shopper', 'b') });
    const closed = ticket(3, { status: 'closed', closedAt: '2026-12-04T10:00:00.000Z' });
    expect(inQueueOrder([closed, old, recent]).map((each) => each.id)).toEqual([2, 1, 3]);
    const unread = ticket(4, { unread: 2, lastMessage: message(9, 4, 'shopper', 'c'), operatorReadId: 3 });
    expect(withRead(unread, 'operator', 9)).toMatchObject({ operatorReadId: 9, unread: 0 });
    expect(withRead(unread, 'operator', 2)).toMatchObject({ operatorReadId: 3, unread: 2 });
    expect(withRead(unread, 'shopper', 8)).toMatchObject({ shopperReadId: 8 });
  });
});

describe('the queue', () => {
  it('shows the open tickets, then the closed ones with their ratings, and follows ticket frames', async () => {
    const open = ticket(1, {
      shopperName: 'Aýna Orazowa, +99365123456',
      unread: 2,
      lastMessage: message(2, 1, 'shopper', 'Haçan?'),
    });
    const closed = ticket(2, { status: 'closed', rating: 4, note: 'Çalt', closedAt: AT });
    histories = { 1: { ticket: open, messages: [] }, 2: { ticket: closed, messages: [] } };
    renderConsole([]);
    const socket = welcomed([open, closed]);
    expect(screen.getByText('Online')).toHaveAttribute('data-state', 'online');

    const openList = await screen.findByRole('list', { name: 'Open tickets' });
    const row = within(openList).getByRole('link', { name: /#1 Aýna Orazowa/ });
    expect(row).toHaveAttribute('href', '/admin/chat/1');
    expect(row).toHaveTextContent('Haçan?');
    expect(within(row).getByRole('img', { name: 'Unread: 2' })).toBeInTheDocument();
    const closedRow = within(screen.getByRole('list', { name: 'Closed tickets' })).getByRole('link');
    expect(closedRow).toHaveTextContent('#2 Shopper without an account');
    expect(closedRow).toHaveTextContent('Rating: 4/5 · Note: Çalt');

    // A new ticket comes on top of the open ones; the closed part keeps its own.
    const fresh = ticket(3, {
      lastMessage: { ...message(7, 3, 'shopper', 'Salam'), at: '2026-12-04T11:00:00.000Z' },
      unread: 1,
    });
    socket.receive({ type: 'ticket', ticket: fresh });
    const rows = within(openList).getAllByRole('link');
    expect(rows.map((each) => each.getAttribute('data-ticket'))).toEqual(['3', '1']);
    // Another operator read ticket 1 to its end: its count is gone.
    socket.receive({ type: 'read', ticketId: 1, author: 'operator', upTo: 2 });
    expect(within(row).queryByRole('img')).toBeNull();
  });
});

describe('the queue under the pointer', () => {
  it('keeps its rows in place while the pointer is over it, new tickets at the end, and orders them again when it leaves', async () => {
    const at = (hour: number) => `2026-12-04T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const older = ticket(1, { lastMessage: { ...message(1, 1, 'shopper', 'Salam'), at: at(9) } });
    const newer = ticket(2, { lastMessage: { ...message(2, 2, 'shopper', 'Haçan?'), at: at(10) } });
    histories = { 1: { ticket: older, messages: [] }, 2: { ticket: newer, messages: [] } };
    renderConsole([]);
    const socket = welcomed([newer, older]);
    const openList = await screen.findByRole('list', { name: 'Open tickets' });
    const order = () =>
      within(openList)
        .getAllByRole('link')
        .map((each) => each.getAttribute('data-ticket'));
    expect(order()).toEqual(['2', '1']);

    const user = userEvent.setup();
    await user.hover(within(openList).getByRole('link', { name: /#1/ }));
    // Ticket 1's new message would put it on top: under the pointer it stays, its text changed.
    socket.receive({
      type: 'ticket',
      ticket: { ...older, unread: 1, lastMessage: { ...message(3, 1, 'shopper', 'Bar my?'), at: at(11) } },
    });
    expect(order()).toEqual(['2', '1']);
    expect(within(openList).getByRole('link', { name: /#1/ })).toHaveTextContent('Bar my?');
    socket.receive({
      type: 'ticket',
      ticket: ticket(3, { lastMessage: { ...message(4, 3, 'shopper', 'Hi'), at: at(12) } }),
    });
    expect(order()).toEqual(['2', '1', '3']);
    await user.click(within(openList).getByRole('link', { name: /#1/ }));
    expect(window.location.pathname).toBe('/admin/chat/1');

    await user.unhover(openList);
    expect(order()).toEqual(['3', '1', '2']);
  });
});

describe('a conversation', () => {
  const open = ticket(5, {
    shopperName: 'leyli@example.com',
    email: 'leyli@example.com',
    comment: 'Gowy',
    unread: 1,
    shopperReadId: 11,
    lastMessage: message(12, 5, 'shopper', 'Näçe?'),
  });
  beforeEach(() => {
    histories = {
      5: {
        ticket: open,
        messages: [
          message(10, 5, 'shopper', 'Salam'),
          message(11, 5, 'operator', 'Salam!'),
          message(12, 5, 'shopper', 'Näçe?'),
        ],
      },
    };
  });

  it("shows the history with the shopper's read marks, and marks the shopper's messages read", async () => {
    renderConsole(['5']);
    const socket = welcomed([open]);
    await within(messagesList()).findByText('Näçe?');
    const bubbles = within(messagesList()).getAllByRole('listitem');
    expect(bubbles.map((each) => each.textContent)).toEqual([
      'SalamShopper · 14:30',
      'Salam!Merjen · 14:30 · read',
      'Näçe?Shopper · 14:30',
    ]);
    expect(screen.getByRole('region', { name: 'Ticket #5' })).toHaveTextContent(
      'E-mail: leyli@example.com · Language: RU · Opened: 04.12.2026 14:30 · Comment: Gowy',
    );
    await waitFor(() => expect(socket.sentOf('read')).toEqual([{ type: 'read', ticketId: 5, upTo: 12 }]));
    // The read mark comes back from the server: nothing is marked twice.
    socket.receive({ type: 'read', ticketId: 5, author: 'operator', upTo: 12 });
    expect(socket.sentOf('read')).toHaveLength(1);
  });

  it('sends an answer on Enter, shows it sending until acknowledged, and tells the shopper it types', async () => {
    const user = userEvent.setup();
    renderConsole(['5']);
    const socket = welcomed([open]);
    await within(messagesList()).findByText('Näçe?');
    await user.type(answerBox(), 'Ertir');
    expect(socket.sentOf('typing')).toEqual([{ type: 'typing', ticketId: 5, typing: true }]);
    await user.type(answerBox(), ' getireris{Shift>}{Enter}{/Shift}Sag boluň');
    expect(answerBox()).toHaveValue('Ertir getireris\nSag boluň');
    await user.keyboard('{Enter}');
    expect(answerBox()).toHaveValue('');
    expect(answerBox()).toHaveFocus();
    const [send] = socket.sentOf('send');
    expect(send).toMatchObject({ type: 'send', ticketId: 5, text: 'Ertir getireris\nSag boluň' });
    expect(send.clientId).toMatch(/^[\w-]{8,64}$/);
    expect(socket.sentOf('typing').at(-1)).toEqual({ type: 'typing', ticketId: 5, typing: false });
    const pending = within(messagesList())
      .getByText(/^Ertir getireris/)
      .closest('li')!;
    expect(pending).toHaveAttribute('data-state', 'pending');
    expect(pending).toHaveTextContent('sending…');

    socket.receive({
      type: 'ack',
      clientId: send.clientId,
      message: { ...message(13, 5, 'operator', send.text), clientId: send.clientId },
    });
    const sent = within(messagesList())
      .getByText(/^Ertir getireris/)
      .closest('li')!;
    expect(sent).toHaveAttribute('data-state', 'sent');
    expect(within(messagesList()).getAllByText(/^Ertir getireris/)).toHaveLength(1);
    // The shopper reads it: the answer shows as read.
    socket.receive({ type: 'read', ticketId: 5, author: 'shopper', upTo: 13 });
    expect(sent).toHaveAttribute('data-read', 'true');
    expect(sent).toHaveTextContent('read');
  });

  it('sends what waited after a reconnect, once, and asks who is signed in at every close', async () => {
    const user = userEvent.setup();
    renderConsole(['5']);
    const first = welcomed([open]);
    await within(messagesList()).findByText('Näçe?');
    const sessionAsked = calls.filter((call) => call === 'GET /admin/v1/session').length;
    first.drop();
    expect(screen.getByText('No connection, reconnecting…')).toHaveAttribute('data-state', 'offline');
    await waitFor(() =>
      expect(calls.filter((call) => call === 'GET /admin/v1/session').length).toBeGreaterThan(sessionAsked),
    );
    await user.type(answerBox(), 'Written while away{Enter}');
    expect(first.sentOf('send')).toEqual([]);
    expect(within(messagesList()).getByText('Written while away').closest('li')).toHaveAttribute(
      'data-state',
      'pending',
    );

    await waitFor(() => expect(FakeSocket.all).toHaveLength(2), { timeout: 5000 });
    const second = welcomed([open]);
    expect(second.sentOf('send')).toEqual([expect.objectContaining({ ticketId: 5, text: 'Written while away' })]);
    // The history is asked again for what the conversation missed.
    await waitFor(() =>
      expect(calls.filter((call) => call === 'GET /admin/v1/chat/tickets/5/messages').length).toBeGreaterThan(1),
    );
    // The server tells every console before the ack: the answer is sent, shown once.
    const { clientId } = second.sentOf('send')[0];
    second.receive({ type: 'message', message: { ...message(14, 5, 'operator', 'Written while away'), clientId } });
    second.receive({
      type: 'ack',
      clientId,
      message: { ...message(14, 5, 'operator', 'Written while away'), clientId },
    });
    expect(within(messagesList()).getAllByText('Written while away')).toHaveLength(1);
  });

  it('shows a refused answer as not sent, in the app language, and sends it again on request', async () => {
    const user = userEvent.setup();
    renderConsole(['5']);
    const socket = welcomed([open]);
    await within(messagesList()).findByText('Näçe?');
    await user.type(answerBox(), 'Bir{Enter}');
    const { clientId } = socket.sentOf('send')[0];
    socket.receive({ type: 'error', code: 'tooFast', message: 'Habarlar gaty köp. Bir minut garaşyň!', clientId });
    const refused = within(messagesList()).getByText('Bir').closest('li')!;
    expect(refused).toHaveAttribute('data-state', 'failed');
    expect(refused).toHaveTextContent('not sent: Too many messages. Please wait a minute!');
    await user.click(within(refused).getByRole('button', { name: 'Send again' }));
    expect(socket.sentOf('send')).toEqual([
      { type: 'send', ticketId: 5, clientId, text: 'Bir' },
      { type: 'send', ticketId: 5, clientId, text: 'Bir' },
    ]);
    expect(within(messagesList()).getByText('Bir').closest('li')).toHaveAttribute('data-state', 'pending');
    socket.receive({ type: 'error', code: 'ticketClosed', message: 'Bu söhbet ýapyldy', clientId });
    await user.click(within(messagesList()).getByRole('button', { name: 'Remove' }));
    expect(within(messagesList()).queryByText('Bir')).toBeNull();
  });

  it('shows the shopper typing until their message comes', async () => {
    renderConsole(['5']);
    const socket = welcomed([open]);
    await within(messagesList()).findByText('Näçe?');
    socket.receive({ type: 'typing', ticketId: 5, author: 'shopper', typing: true });
    expect(screen.getByText('The shopper is typing…')).toBeInTheDocument();
    socket.receive({ type: 'message', message: message(13, 5, 'shopper', 'Hawa') });
    expect(screen.queryByText('The shopper is typing…')).toBeNull();
    expect(within(messagesList()).getByText('Hawa')).toBeInTheDocument();
    // The message is read at once: the conversation is on screen.
    await waitFor(() => expect(socket.sentOf('read').at(-1)).toEqual({ type: 'read', ticketId: 5, upTo: 13 }));
  });

  it('keeps a draft per ticket, and an answer over the limit with its reason', async () => {
    const user = userEvent.setup();
    const other = ticket(6, { lastMessage: message(20, 6, 'shopper', 'Kepillik barmy?') });
    histories[6] = { ticket: other, messages: [message(20, 6, 'shopper', 'Kepillik barmy?')] };
    const view = renderConsole(['5']);
    welcomed([open, other]);
    await within(messagesList()).findByText('Näçe?');
    await user.type(answerBox(), 'Half written');
    view.goTo(['6']);
    await within(messagesList()).findByText('Kepillik barmy?');
    expect(answerBox()).toHaveValue('');
    await user.type(answerBox(), 'Hawa, bir ýyl');
    view.goTo(['5']);
    await within(messagesList()).findByText('Näçe?');
    expect(answerBox()).toHaveValue('Half written');

    fireEvent.change(answerBox(), { target: { value: '😀'.repeat(CHAT_TEXT_MAX + 1) } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      `An answer can be at most ${CHAT_TEXT_MAX} characters long (now ${CHAT_TEXT_MAX + 1})`,
    );
    expect(answerBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(answerBox(), '{Enter}');
    expect(FakeSocket.last.sentOf('send')).toEqual([]);
    expect([...(answerBox() as HTMLTextAreaElement).value].length).toBe(CHAT_TEXT_MAX + 1);
  });

  it('puts an emoji in at the cursor', async () => {
    const user = userEvent.setup();
    renderConsole(['5']);
    welcomed([open]);
    await within(messagesList()).findByText('Näçe?');
    await user.type(answerBox(), 'Sag bol!');
    (answerBox() as HTMLTextAreaElement).setSelectionRange(7, 7);
    await user.click(screen.getByRole('button', { name: 'Add an emoji' }));
    await user.click(within(screen.getByRole('group', { name: 'Emoji' })).getByRole('button', { name: '👍' }));
    expect(answerBox()).toHaveValue('Sag bol👍!');
  });

  it('closes the ticket after a question; closed, it shows how it ended instead of the answer box', async () => {
    const user = userEvent.setup();
    renderConsole(['5']);
    const socket = welcomed([open]);
    await within(messagesList()).findByText('Näçe?');
    await user.click(screen.getByRole('button', { name: 'Close the ticket' }));
    const dialog = screen.getByRole('dialog', { name: 'Close ticket #5?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(socket.sentOf('close')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Close the ticket' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close the ticket' }));
    expect(socket.sentOf('close')).toEqual([{ type: 'close', ticketId: 5 }]);
    socket.receive({ type: 'ticket', ticket: { ...open, status: 'closed', closedAt: AT, rating: 5, note: 'Sag bol' } });
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
    expect(screen.getByText('This ticket is closed')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ticket #5' })).toHaveTextContent('Rating: 5/5 · Note: Sag bol');
    expect(within(screen.getByRole('list', { name: 'Closed tickets' })).getByRole('link')).toHaveAttribute(
      'data-rating',
      '5',
    );
  });

  it('loads a conversation whose message comes over the socket while its history is on its way', async () => {
    const user = userEvent.setup();
    const fresh = ticket(8, { lastMessage: message(30, 8, 'shopper', 'Salam, kim bar?'), unread: 1 });
    histories[8] = { ticket: fresh, messages: [message(30, 8, 'shopper', 'Salam, kim bar?')] };
    const view = renderConsole([]);
    const socket = welcomed([open]);
    // A new ticket is told before its first message (the server's order).
    socket.receive({ type: 'ticket', ticket: fresh });
    held = [];
    const row = await screen.findByRole('link', { name: /#8/ });
    await user.click(row);
    expect(window.location.pathname).toBe('/admin/chat/8');
    view.goTo(['8']);
    await waitFor(() => expect(held).toHaveLength(1));
    socket.receive({ type: 'message', message: message(30, 8, 'shopper', 'Salam, kim bar?') });
    socket.receive({ type: 'message', message: message(31, 8, 'shopper', 'Jogap beriň') });
    act(() => held!.forEach((release) => release()));
    expect(await within(messagesList()).findByText('Jogap beriň')).toBeInTheDocument();
    expect(within(messagesList()).getAllByText('Salam, kim bar?')).toHaveLength(1);
  });

  it('leaves the console for the sign-in when the session ended, and for the notice when the chat role went', async () => {
    renderConsole(['5']);
    const first = welcomed([open]);
    await within(messagesList()).findByText('Näçe?');
    session = { status: 200, body: { staff: { ...MEMBER, roles: ['orders'] } } };
    first.drop();
    await waitFor(() => expect(screen.getByRole('status', { name: 'session' })).toHaveTextContent('orders'));
    session = { status: 401, body: { statusCode: 401, message: 'Sign in with a staff account' } };
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2), { timeout: 5000 });
    FakeSocket.last.drop();
    await waitFor(() => expect(screen.getByRole('status', { name: 'session' })).toHaveTextContent('error 401'));
  });

  it('keeps the console as it is when a close finds no network: what is written stays', async () => {
    const user = userEvent.setup();
    renderConsole(['5']);
    const socket = welcomed([open]);
    await within(messagesList()).findByText('Näçe?');
    await user.type(answerBox(), 'Still here');
    const asked = calls.length;
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => window.dispatchEvent(new Event('offline')));
    expect(socket.readyState).toBe(FakeSocket.CLOSED);
    expect(screen.getByText('No connection, reconnecting…')).toBeInTheDocument();
    expect(calls.slice(asked)).toEqual([]);
    expect(answerBox()).toHaveValue('Still here');
    expect(screen.getByRole('status', { name: 'session' })).toHaveTextContent('chat');
  });

  it("says so for a ticket that does not exist, or an address that is not a ticket's", async () => {
    const unknown = renderConsole(['99']);
    welcomed([open]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Conversation not found');
    unknown.unmount();
    renderConsole(['abc']);
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such ticket');
    // The queue is there all the same, to choose from.
    expect(await screen.findByRole('list', { name: 'Open tickets' })).toBeInTheDocument();
  });
});
