/**
 * @jest-environment jsdom
 *
 * The simulator card form's script (server/payment-sim-page/simulator.js) as a phone types: the
 * card number grouped in fours, and the expiry date's "/" put in after the month, as typed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SCRIPT = readFileSync(join(__dirname, '..', 'payment-sim-page', 'simulator.js'), 'utf8');

// jsdom's page, typed as far as the test uses it (the API's type-check has no DOM library)
interface Field {
  value: string;
  selectionStart: number | null;
  setSelectionRange(start: number, end: number): void;
  dispatchEvent(event: unknown): boolean;
}
const page = globalThis as unknown as {
  document: { body: { innerHTML: string }; getElementById(id: string): Field };
  window: { eval(code: string): void };
  Event: new (type: string, init: object) => unknown;
};
const { document, window, Event } = page;

beforeAll(() => {
  document.body.innerHTML =
    '<form><input id="pan" name="pan" inputmode="numeric" /><input id="expiry" name="expiry" inputmode="numeric" /></form>';
  // as the browser runs the page's deferred script: once, after the form is there
  window.eval(SCRIPT);
});

/** Types `keys` one by one at the end of the field, as a number pad sends them. */
function type(input: Field, keys: string) {
  for (const key of keys) {
    input.value += key;
    input.setSelectionRange(input.value.length, input.value.length);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** One Backspace at the end of the field. */
function backspace(input: Field) {
  input.value = input.value.slice(0, -1);
  input.setSelectionRange(input.value.length, input.value.length);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const field = (id: string) => document.getElementById(id);

it('groups the card number in fours as it is typed, and keeps at most 19 digits', () => {
  const pan = field('pan');
  type(pan, '41111');
  expect(pan.value).toBe('4111 1');
  type(pan, '11111111111');
  expect(pan.value).toBe('4111 1111 1111 1111');
  type(pan, '1234x5');
  expect(pan.value).toBe('4111 1111 1111 1111 123');
  expect(pan.selectionStart).toBe(pan.value.length);
});

it('puts the "/" in the expiry date after the month, and lets Backspace take it away', () => {
  const expiry = field('expiry');
  type(expiry, '12');
  expect(expiry.value).toBe('12/');
  type(expiry, '30');
  expect(expiry.value).toBe('12/30');
  backspace(expiry);
  expect(expiry.value).toBe('12/3');
  // deleting the year's last digit takes the "/" with it, so the next Backspace deletes a digit
  backspace(expiry);
  expect(expiry.value).toBe('12');
  backspace(expiry);
  expect(expiry.value).toBe('1');
  // a "/" typed by hand (a full keyboard) is not doubled, and the year stops at two digits
  type(expiry, '2/309');
  expect(expiry.value).toBe('12/30');
});
