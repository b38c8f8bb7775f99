/**
 * @jest-environment jsdom
 *
 * The operators' answer box (issue 41, 5.12): Enter sends, Shift+Enter makes a new line. The page's
 * script runs as the browser runs it (server/operator-page/operator-keys.js, no build step).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const script = readFileSync(join(__dirname, '..', 'operator-page', 'operator-keys.js'), 'utf8');

// the page's plain script, run once as its script tag would
beforeAll(() => {
  new Function(script)();
});

function answerBox() {
  document.body.innerHTML = '<form class="composer"><textarea id="answer"></textarea><button>Send</button></form>';
  const form = document.querySelector('form') as HTMLFormElement;
  const sent = jest.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', sent);
  return { box: document.getElementById('answer') as HTMLTextAreaElement, sent };
}

const press = (box: HTMLElement, init: KeyboardEventInit) =>
  box.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));

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
