/* global document, HTMLTextAreaElement -- a browser script (the page at /operator); the linter reads server/ as Node */
/**
 * The answer box's keys: Enter sends the answer, Shift+Enter starts a new line (and Enter while an
 * input method composes a word stays the method's). One listener for the page, so the box may be
 * made again by the desk (operator-desk.js) without losing it.
 */
'use strict';

document.addEventListener('keydown', (event) => {
  const box = event.target;
  if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
  if (!(box instanceof HTMLTextAreaElement) || box.id !== 'answer' || !box.form) return;
  event.preventDefault();
  box.form.requestSubmit();
});
