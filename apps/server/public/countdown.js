// Keeps the template countdown blocks ticking (issue #10 §5); the server already rendered the time left.
// A box with `data-locale` (site/countdown.ts: the Event Countdown widget, a template countdown block) shows its digits as the server did in that locale,
// and a label with `data-forms` (plural category → text) follows its number ('01 Day', '02 Days').
(function () {
  'use strict';
  var UNITS = { days: 86400000, hours: 3600000, minutes: 60000, seconds: 1000 };
  function digitsOf(box) {
    var locale = box.getAttribute('data-locale');
    if (!locale) return function (value) { return String(value).padStart(2, '0'); };
    var format = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
    return function (value) { return format.format(value); };
  }
  function labelOf(box, cell) {
    var label = cell.parentNode.querySelector('[data-forms]');
    var locale = box.getAttribute('data-locale');
    if (!label || !locale) return function () {};
    var forms = JSON.parse(label.getAttribute('data-forms'));
    var rules = new Intl.PluralRules(locale);
    return function (value) {
      var text = forms[rules.select(value)] || forms.other;
      if (text && label.textContent !== text) label.textContent = text;
    };
  }
  function tick(box, cells) {
    var left = Math.max(0, Date.parse(box.getAttribute('data-etn-countdown')) - Date.now());
    if (left === 0) {
      var over = document.createElement('p');
      over.className = 'etn-countdown-over';
      over.textContent = box.getAttribute('data-expired-text');
      box.replaceWith(over);
      return false;
    }
    cells.forEach(function (c) {
      var value = Math.floor(left / c.ms);
      left -= value * c.ms;
      c.cell.textContent = c.digits(value);
      c.label(value);
    });
    return true;
  }
  document.querySelectorAll('[data-etn-countdown]').forEach(function (box) {
    var digits = digitsOf(box);
    var cells = Array.prototype.map.call(box.querySelectorAll('[data-unit]'), function (cell) {
      return { cell: cell, ms: UNITS[cell.getAttribute('data-unit')], digits: digits, label: labelOf(box, cell) };
    });
    var timer = setInterval(function () { if (!tick(box, cells)) clearInterval(timer); }, 1000);
  });
})();
