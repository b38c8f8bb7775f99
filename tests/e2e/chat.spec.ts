// Browser: WebSockets in two real browser contexts, and a network cut (context.setOffline).
/**
 * The operator chat (spec §2, docs/storefront.md Chat, docs/adr/021): a shopper on the shop's pages
 * and an operator in the staff app's chat screen (signed in at /staff with their staff account), in
 * two browser contexts. Messages both ways with emoji, typing and read state; a dropped network
 * (context.setOffline) loses and doubles nothing; the history as a .txt file; a comment; the rating
 * after the operator closes. The languages are spread over the flows and the two widths (desktop
 * 1280, phone 390); scripts/e2e.sh makes the operator's account (the chat role).
 */
import { readFile } from 'node:fs/promises';
import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { escapeRegExp, MESSAGES, open, prefix, type Lng } from './support';
import { signIn, type StaffAccount } from './staff-support';

// Each flow is a conversation between browsers (shoppers and the operator's console) of twenty or
// more steps: 19-31 s on a busy 2-core machine, where one slow page pushed the longest past the
// default 30 s (a fresh-clone run, 2026-11-29). Their own waits keep their default timeouts.
test.describe.configure({ timeout: 90_000 });

const OPERATOR: StaffAccount = { login: 'e2e-operator', password: 'E2e-operator#1', name: 'Merjen', roles: ['chat'] };

const text = (lng: Lng, id: string, values: Record<string, string | number> = {}) =>
  MESSAGES[lng][id].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** The operator's console in its own browser context, signed in, in the shopper's language. */
async function operatorConsole(browser: Browser, lng: Lng, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, OPERATOR, lng, '/chat');
  await expect(page.getByRole('status').filter({ hasText: text(lng, 'staff.chat.state.online') })).toBeVisible();
  await expect(page.getByRole('list', { name: text(lng, 'staff.chat.openTickets') })).toBeVisible();
  return { context, page, lng };
}

type Console = Awaited<ReturnType<typeof operatorConsole>>;

/** The conversation's messages, the answer box and its Send. */
const messages = (operator: Console) =>
  operator.page.getByRole('list', { name: text(operator.lng, 'staff.chat.messages') });
const answerBox = (operator: Console) =>
  operator.page.getByRole('textbox', { name: text(operator.lng, 'staff.chat.answer') });
const sendButton = (operator: Console) =>
  operator.page.getByRole('button', { name: text(operator.lng, 'staff.chat.send'), exact: true });

/** The queue in sight: on a phone an open conversation takes the screen, with the way back above it. */
async function showQueue(operator: Console) {
  const back = operator.page.getByRole('link', {
    name: new RegExp(`^${escapeRegExp(text(operator.lng, 'staff.chat.back'))}`),
  });
  if (await back.isVisible()) await back.click();
  await expect(operator.page.getByRole('list', { name: text(operator.lng, 'staff.chat.openTickets') })).toBeVisible();
}

/** A row of the queue (open or closed), by what it shows. */
const queueRow = (operator: Console, part: 'openTickets' | 'closedTickets', shown: string) =>
  operator.page
    .getByRole('list', { name: text(operator.lng, `staff.chat.${part}`) })
    .getByRole('link')
    .filter({ hasText: shown });

/** The chat window opened from the round button, its texts in. */
async function openChat(page: Page, lng: Lng) {
  await open(page, `${prefix(lng)}/`);
  await page.getByRole('button', { name: text(lng, 'layout.chat') }).click();
  const chat = page.getByRole('dialog', { name: text(lng, 'chat.title') });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute('data-chat-state', 'online');
  return chat;
}

/**
 * Opens the conversation whose row shows `shopperText`. The queue puts the latest activity on top
 * and holds its rows only while the pointer is over it, and the other worker's chat tests write to
 * the same operator, so a row can move between being found and the pointer's arrival. A click that
 * opened nothing is made again, until the ticket's address is the page's.
 */
async function pickTicket(operator: Console, shopperText: string) {
  await showQueue(operator);
  const row = queueRow(operator, 'openTickets', shopperText).first();
  const opened = new RegExp(`${escapeRegExp((await row.getAttribute('href'))!)}$`);
  await expect(async () => {
    if (!opened.test(operator.page.url())) await row.click();
    await expect(operator.page).toHaveURL(opened, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(messages(operator).getByRole('listitem').filter({ hasText: shopperText })).toBeVisible();
}

/** Closes the open conversation's ticket, answering the console's question. */
async function closeTicket(operator: Console) {
  await operator.page.getByRole('button', { name: text(operator.lng, 'staff.chat.close') }).click();
  await operator.page
    .getByRole('dialog')
    .getByRole('button', { name: text(operator.lng, 'staff.chat.closeConfirm'), exact: true })
    .click();
}

const uniq = (word: string) => `${word} ${Math.random().toString(36).slice(2, 8)}`;

test('messages go both ways, with emoji, typing and read state', async ({ page, browser }, info) => {
  const lng: Lng = info.project.name === 'phone' ? 'ru' : 'tm';
  const operator = await operatorConsole(browser, lng);
  const chat = await openChat(page, lng);
  await expect(chat.getByTestId('chat-presence')).toHaveText(text(lng, 'chat.operatorOnline', { name: OPERATOR.name }));

  const question = uniq('Salam, telefon barmy?');
  const input = chat.getByRole('textbox', { name: text(lng, 'chat.placeholder') });
  await input.fill(question);
  await chat.getByRole('button', { name: text(lng, 'chat.emoji') }).click();
  await chat
    .getByRole('group', { name: text(lng, 'chat.emojiList') })
    .getByRole('button', { name: '👍' })
    .click();
  await expect(input).toHaveValue(`${question}👍`);
  await chat.getByRole('button', { name: text(lng, 'chat.send') }).click();
  await expect(
    chat.locator('li[data-author="shopper"][data-state="sent"]', { hasText: `${question}👍` }),
  ).toBeVisible();

  await pickTicket(operator, question);
  // The operator has the conversation open: the shopper's message shows as read.
  await expect(chat.locator('li[data-author="shopper"]', { hasText: text(lng, 'chat.read') })).toBeVisible();

  await answerBox(operator).pressSequentially('Hawa, bar');
  await expect(chat.getByText(text(lng, 'chat.typing', { name: OPERATOR.name }))).toBeVisible();
  // The shopper types too: the console says so.
  await input.pressSequentially('Sag');
  await expect(operator.page.getByText(text(lng, 'staff.chat.typing'))).toBeVisible();
  await input.fill('');
  // The operator's emoji come from the console's own picker.
  await answerBox(operator).fill('Hawa, bar ');
  await operator.page.getByRole('button', { name: text(lng, 'staff.chat.emoji') }).click();
  await operator.page
    .getByRole('group', { name: text(lng, 'staff.chat.emojiList') })
    .getByRole('button', { name: '🎉' })
    .click();
  await expect(answerBox(operator)).toHaveValue('Hawa, bar 🎉');
  await sendButton(operator).click();
  await expect(chat.locator('li[data-author="operator"]', { hasText: 'Hawa, bar 🎉' })).toContainText(OPERATOR.name);
  // The shopper's window is open: the operator sees the answer read.
  await expect(
    messages(operator).locator('li[data-author="operator"][data-read="true"]', { hasText: 'Hawa, bar 🎉' }),
  ).toContainText(text(lng, 'staff.chat.read'));
  await operator.context.close();
});

// What a cut network does to the conversation does not depend on the window's width.
test('a dropped network loses and doubles nothing (EN) @any-width', async ({ page, browser, context }) => {
  const lng: Lng = 'en';
  const operator = await operatorConsole(browser, lng);
  const chat = await openChat(page, lng);
  const first = uniq('Before the tunnel');
  const input = chat.getByRole('textbox', { name: text(lng, 'chat.placeholder') });
  await input.fill(first);
  await input.press('Enter');
  await expect(chat.locator('li[data-state="sent"]', { hasText: first })).toBeVisible();
  await pickTicket(operator, first);

  await context.setOffline(true);
  await expect(chat.getByText(text(lng, 'chat.offline'))).toBeVisible();
  const whileAway = uniq('Written in the tunnel');
  await input.fill(whileAway);
  await input.press('Enter');
  await expect(chat.locator('li[data-state="pending"]', { hasText: whileAway })).toContainText(
    text(lng, 'chat.sending'),
  );
  await answerBox(operator).fill('Answered while you were away');
  await sendButton(operator).click();
  await expect(
    messages(operator).locator('li[data-author="operator"][data-state="sent"]', {
      hasText: 'Answered while you were away',
    }),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(chat.locator('li[data-state="sent"]', { hasText: whileAway })).toBeVisible({ timeout: 15_000 });
  await expect(chat.locator('li[data-author="operator"]', { hasText: 'Answered while you were away' })).toBeVisible();
  await expect(chat.getByText(text(lng, 'chat.offline'))).toBeHidden();
  // Once each, on both sides (a reload shows what the server has).
  await expect(messages(operator).getByRole('listitem').filter({ hasText: whileAway })).toHaveCount(1);
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: text(lng, 'layout.chat') }).click();
  const again = page.getByRole('dialog', { name: text(lng, 'chat.title') });
  await expect(again.locator('li[data-author="operator"]', { hasText: 'Answered while you were away' })).toBeVisible();
  await expect(again.locator('li', { hasText: whileAway })).toHaveCount(1);
  await expect(again.locator('li', { hasText: first })).toHaveCount(1);
  await operator.context.close();
});

test('the history downloads as text; a comment, then the rating after closing @any-width', async ({
  page,
  browser,
}, info) => {
  const lng: Lng = info.project.name === 'phone' ? 'en' : 'ru';
  const operator = await operatorConsole(browser, lng);
  const chat = await openChat(page, lng);
  const question = uniq('Сколько стоит доставка?');
  const input = chat.getByRole('textbox', { name: text(lng, 'chat.placeholder') });
  await input.fill(question);
  await input.press('Enter');
  await pickTicket(operator, question);
  // A half-written answer survives what redraws the conversation: the shopper's next message.
  const answer = answerBox(operator);
  await answer.fill('Доставка по Ашхабаду');
  const more = uniq('И в Мары?');
  await input.fill(more);
  await input.press('Enter');
  await expect(messages(operator).getByRole('listitem').filter({ hasText: more })).toBeVisible();
  await expect(answer).toHaveValue('Доставка по Ашхабаду');
  await expect(answer).toBeFocused();
  // ... and a look at another shopper's conversation: each conversation keeps its own draft.
  const otherShopper = await browser.newContext();
  const otherChat = await openChat(await otherShopper.newPage(), lng);
  const otherQuestion = uniq('Есть ли гарантия?');
  await otherChat.getByRole('textbox', { name: text(lng, 'chat.placeholder') }).fill(otherQuestion);
  await otherChat.getByRole('textbox', { name: text(lng, 'chat.placeholder') }).press('Enter');
  await pickTicket(operator, otherQuestion);
  await expect(answer).toHaveValue('');
  await answer.fill('Да, год');
  await pickTicket(operator, more);
  await expect(answer).toHaveValue('Доставка по Ашхабаду');
  await pickTicket(operator, otherQuestion);
  await expect(answer).toHaveValue('Да, год');
  await otherShopper.close();
  await pickTicket(operator, more);
  await answer.focus();
  await answer.press('End');
  await answer.pressSequentially(' бесплатная.');
  await sendButton(operator).click();
  await expect(answer).toHaveValue('');
  await expect(
    chat.locator('li[data-author="operator"]', { hasText: 'Доставка по Ашхабаду бесплатная.' }),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await chat.getByRole('button', { name: text(lng, 'chat.download') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^chat-\d+\.txt$/);
  const saved = await readFile((await file.path())!, 'utf8');
  const ticketId = /chat-(\d+)\.txt/.exec(file.suggestedFilename())![1];
  expect(saved.split('\n')[0]).toBe(text(lng, 'chat.historyTitle', { id: ticketId }));
  expect(saved).toContain(`${text(lng, 'chat.you')}: ${question}`);
  expect(saved).toContain(`${OPERATOR.name}: Доставка по Ашхабаду бесплатная.`);

  await chat.getByRole('button', { name: text(lng, 'chat.comment') }).click();
  await chat.getByLabel(text(lng, 'chat.commentLabel')).fill('Вежливый оператор');
  await chat.getByRole('button', { name: text(lng, 'chat.commentSave') }).click();
  await expect(chat.getByText(text(lng, 'chat.commentSaved', { comment: 'Вежливый оператор' }))).toBeVisible();
  await expect(
    operator.page.getByText(text(lng, 'staff.chat.comment', { comment: 'Вежливый оператор' })),
  ).toBeVisible();

  await closeTicket(operator);
  await expect(chat.getByText(text(lng, 'chat.closed'))).toBeVisible();
  await chat.getByRole('button', { name: text(lng, 'chat.rateSend') }).click();
  await expect(chat.getByText(text(lng, 'chat.rateNeeded'))).toBeVisible();
  await chat.getByRole('button', { name: /^4\s/ }).click();
  await chat.getByLabel(text(lng, 'chat.note')).fill('Быстро ответили');
  await chat.getByRole('button', { name: text(lng, 'chat.rateSend') }).click();
  await expect(chat.getByText(text(lng, 'chat.thanks'))).toBeVisible();
  // The closed conversation tells its rating, and so does its row of the queue.
  await expect(
    operator.page.getByRole('region', { name: text(lng, 'staff.chat.ticket', { id: ticketId }) }),
  ).toContainText(text(lng, 'staff.chat.rating', { rating: 4 }));
  await showQueue(operator);
  await expect(
    operator.page
      .getByRole('list', { name: text(lng, 'staff.chat.closedTickets') })
      .locator(`a[data-ticket="${ticketId}"][data-rating="4"]`),
  ).toBeVisible();

  await chat.getByRole('button', { name: text(lng, 'chat.newChat') }).click();
  await expect(chat.getByText(text(lng, 'chat.empty'))).toBeVisible();
  await operator.context.close();
});

/** Where a locator's box lies, and whether the element at its centre is it (nothing covers it). */
async function placed(locator: Locator) {
  return locator.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      left: Math.round(box.left),
      right: Math.round(box.right),
      uncovered: atCentre === node || node.contains(atCentre),
      fits: node.scrollWidth <= node.clientWidth + 1,
    };
  });
}

// The console at the width of the operator's own device, phone or desktop.
test("the operator's console fits its width: Send on screen and uncovered, Enter sends, closed rows inside", async ({
  page,
  browser,
}, info) => {
  const lng: Lng = info.project.name === 'phone' ? 'tm' : 'en';
  const viewport = info.project.use.viewport ?? { width: 1280, height: 900 };
  const operator = await operatorConsole(browser, lng, viewport);
  const chat = await openChat(page, lng);
  const question = uniq('Näçe wagtda getirýärsiňiz?');
  await chat.getByRole('textbox', { name: text(lng, 'chat.placeholder') }).fill(question);
  await chat.getByRole('button', { name: text(lng, 'chat.send') }).click();

  const row = queueRow(operator, 'openTickets', question).first();
  // A shopper without an account is named in words, not by the ticket's number twice.
  await expect(row).toContainText(text(lng, 'staff.chat.guest'));
  await expect(row).not.toHaveText(/#(\d+)\s+#\1\b/);
  // read now: once answered, the row shows the answer as its last message
  const ticketId = await row.getAttribute('data-ticket');
  await pickTicket(operator, question);
  const send = sendButton(operator);
  await send.scrollIntoViewIfNeeded();
  const sendBox = await placed(send);
  expect(sendBox.left).toBeGreaterThanOrEqual(0);
  expect(sendBox.right).toBeLessThanOrEqual(viewport.width);
  expect(sendBox.uncovered).toBe(true);

  const answer = answerBox(operator);
  await answer.fill('Ertir getireris');
  await answer.press('Enter');
  await expect(answer).toHaveValue('');
  await expect(chat.locator('li[data-author="operator"]', { hasText: 'Ertir getireris' })).toBeVisible();

  await closeTicket(operator);
  await expect(operator.page.getByText(text(lng, 'staff.chat.closed'))).toBeVisible();
  // The closed row shows the conversation's last message, the answer: found by its ticket.
  await showQueue(operator);
  const closed = operator.page
    .getByRole('list', { name: text(lng, 'staff.chat.closedTickets') })
    .locator(`a[data-ticket="${ticketId}"]`);
  await expect(closed).toBeVisible();
  await closed.scrollIntoViewIfNeeded();
  const closedBox = await placed(closed);
  expect(closedBox.right).toBeLessThanOrEqual(viewport.width);
  expect(closedBox.fits).toBe(true);
  expect(await operator.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  await operator.context.close();
});

/** Send is on the screen, whole and uncovered, and the page is no wider than the phone. */
async function answerFits(operator: Console, width: number) {
  const send = sendButton(operator);
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeVisible();
  const box = await placed(send);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(width);
  expect(box.uncovered).toBe(true);
  expect(await operator.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

// The old console was 413 px wide on a 390 px phone with Send cut off, and 553 px after one reply.
test('an operator answers on a 390 px phone: long words, links and emoji rows wrap, Send stays on screen (RU) @at-390', async ({
  page,
  browser,
}) => {
  const lng: Lng = 'ru';
  const width = 390;
  const operator = await operatorConsole(browser, lng, { width, height: 844 });
  const chat = await openChat(page, lng);
  const question = uniq(
    `Где мой заказ? https://example.com/orders/track/${'0123456789'.repeat(6)}?from=chat ${'🙂'.repeat(30)}`,
  );
  await chat.getByRole('textbox', { name: text(lng, 'chat.placeholder') }).fill(question);
  await chat.getByRole('button', { name: text(lng, 'chat.send') }).click();

  await pickTicket(operator, question.slice(0, 14));
  await answerFits(operator, width);

  const reply = `Заказ уже в пути: ${'Сверхдлинноесловобезпробелов'.repeat(5)} ${'🚚'.repeat(40)}`;
  await answerBox(operator).fill(reply);
  await sendButton(operator).click();
  await expect(
    messages(operator).locator('li[data-author="operator"][data-state="sent"]', { hasText: 'Заказ уже в пути' }),
  ).toBeVisible();
  await expect(chat.locator('li[data-author="operator"]', { hasText: 'Заказ уже в пути' })).toBeVisible();
  await answerFits(operator, width);
  // Each bubble keeps inside the list of messages.
  for (const bubble of await messages(operator).getByRole('listitem').all()) {
    const box = await placed(bubble);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
    expect(box.fits).toBe(true);
  }
  // The queue is one step back, as wide as the phone.
  await showQueue(operator);
  expect(await operator.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await operator.context.close();
});
