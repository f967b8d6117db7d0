// The login form (issue #9 §6.6 keeps `next` on this site): a deep link into the admin
// (/admin#/purchase-report/booking/3) reaches /login with its hash route as this page's own hash, which
// no server sees; it is added to `next`, so the admin opens that screen after login, not its first one.
(function () {
  'use strict';
  var next = document.querySelector('form.login input[name="next"]');
  if (!next || !/^#\/\S*$/.test(location.hash)) return;
  if (next.value.indexOf('/admin') === 0 && next.value.indexOf('#') === -1) next.value += location.hash;
})();
