/**
 * @jest-environment jsdom
 *
 * The operators' answer box: Enter sends, Shift+Enter makes a new line. The page's
 * script runs as the browser runs it (server/operator-page/operator-keys.js, no build step).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const script = readFileSync(join(__dirname, '..', 'operator-page', 'operator-keys.js'), 'utf8');

// jsdom's page, typed as far as the test uses it (the API's type-check has no DOM library)
interface Node {
  addEventListener(type: string, listener: (event: { preventDefault(): void }) => void): void;
  dispatchEvent(event: unknown): boolean;
}
const page = globalThis as unknown as {
  document: { body: { innerHTML: string }; querySelector(selector: string): Node; getElementById(id: string): Node };
  KeyboardEvent: new (type: string, init: object) => unknown;
};

// the page's plain script, run once as its script tag would
beforeAll(() => {
  new Function(script)();
});

function answerBox() {
  page.document.body.innerHTML = '<form class="composer"><textarea id="answer"></textarea><button>Send</button></form>';
  const sent = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  page.document.querySelector('form').addEventListener('submit', sent);
  return { box: page.document.getElementById('answer'), sent };
}

const press = (box: Node, init: { key: string; shiftKey?: boolean }) =>
  box.dispatchEvent(new page.KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));

describe('the answer box', () => {
  it('sends on Enter', () => {
    const { box, sent } = answerBox();
    expect(press(box, { key: 'Enter' })).toBe(false);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('keeps Shift+Enter for a new line', () => {
    const { box, sent } = answerBox();
    expect(press(box, { key: 'Enter', shiftKey: true })).toBe(true);
    expect(sent).not.toHaveBeenCalled();
  });
});
