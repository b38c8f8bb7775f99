/* global document -- a browser script (the simulator's card form); the linter reads server/ as Node */
/*
 * The card form on a phone: the card number is grouped in fours and the expiry date gets its "/"
 * as they are typed (a phone's number pad has no "/"). The form works without this script: the
 * simulator takes the number with or without spaces and the date as 1230, 12/30 or 12 / 30.
 */
(function () {
  'use strict';
  /** Rewrites a field's value as typed, keeping the caret after the same number of digits. */
  function shape(input, format) {
    input.addEventListener('input', function () {
      var caret = input.selectionStart === null ? input.value.length : input.selectionStart;
      var digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length;
      var deleting = input.dataset.previous !== undefined && input.value.length < input.dataset.previous.length;
      var next = format(input.value.replace(/\D/g, ''), deleting);
      input.value = next;
      input.dataset.previous = next;
      var position = 0;
      for (var seen = 0; position < next.length && seen < digitsBefore; position++)
        if (/\d/.test(next[position])) seen++;
      if (!deleting) while (position < next.length && /\D/.test(next[position])) position++;
      input.setSelectionRange(position, position);
    });
  }
  var pan = document.getElementById('pan');
  if (pan)
    shape(pan, function (digits) {
      return digits.slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
    });
  var expiry = document.getElementById('expiry');
  if (expiry)
    shape(expiry, function (digits, deleting) {
      var month = digits.slice(0, 2);
      var year = digits.slice(2, 4);
      if (year) return month + '/' + year;
      return month.length === 2 && !deleting ? month + '/' : month;
    });
})();
