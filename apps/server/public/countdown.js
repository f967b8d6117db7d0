// Keeps the template countdown blocks ticking (issue #10 §5); the server already rendered the time left.
(function () {
  'use strict';
  var UNITS = { days: 86400000, hours: 3600000, minutes: 60000, seconds: 1000 };
  function tick(box) {
    var left = Math.max(0, Date.parse(box.getAttribute('data-etn-countdown')) - Date.now());
    if (left === 0) {
      var over = document.createElement('p');
      over.className = 'etn-countdown-over';
      over.textContent = box.getAttribute('data-expired-text') || 'This event has started';
      box.replaceWith(over);
      return false;
    }
    box.querySelectorAll('[data-unit]').forEach(function (cell) {
      var ms = UNITS[cell.getAttribute('data-unit')];
      var value = Math.floor(left / ms);
      left -= value * ms;
      cell.textContent = String(value).padStart(2, '0');
    });
    return true;
  }
  document.querySelectorAll('[data-etn-countdown]').forEach(function (box) {
    var timer = setInterval(function () { if (!tick(box)) clearInterval(timer); }, 1000);
  });
})();
