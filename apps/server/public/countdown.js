// Keeps the template countdown blocks ticking (issue #10 §5); the server already rendered the time left.
// A box with `data-locale` (the Event Countdown widget, issue #12) shows its digits as the server did in that locale.
(function () {
  'use strict';
  var UNITS = { days: 86400000, hours: 3600000, minutes: 60000, seconds: 1000 };
  function digitsOf(box) {
    var locale = box.getAttribute('data-locale');
    if (!locale) return function (value) { return String(value).padStart(2, '0'); };
    var format = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
    return function (value) { return format.format(value); };
  }
  function tick(box, digits) {
    var left = Math.max(0, Date.parse(box.getAttribute('data-etn-countdown')) - Date.now());
    if (left === 0) {
      var over = document.createElement('p');
      over.className = 'etn-countdown-over';
      over.textContent = box.getAttribute('data-expired-text');
      box.replaceWith(over);
      return false;
    }
    box.querySelectorAll('[data-unit]').forEach(function (cell) {
      var ms = UNITS[cell.getAttribute('data-unit')];
      var value = Math.floor(left / ms);
      left -= value * ms;
      cell.textContent = digits(value);
    });
    return true;
  }
  document.querySelectorAll('[data-etn-countdown]').forEach(function (box) {
    var digits = digitsOf(box);
    var timer = setInterval(function () { if (!tick(box, digits)) clearInterval(timer); }, 1000);
  });
})();
