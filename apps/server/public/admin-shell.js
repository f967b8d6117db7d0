// The admin shell's menu on narrow screens (issue #9 §3): below 768 px the left menu is a drawer
// opened by the 'Menu' button; Escape, the backdrop or choosing an entry closes it and gives the
// focus back to the button.
(function () {
  'use strict';
  var button = document.querySelector('[data-shell-menu-toggle]');
  var menu = document.getElementById('shell-menu');
  var backdrop = document.querySelector('[data-shell-backdrop]');
  if (!button || !menu || !backdrop) return;

  function setOpen(open, returnFocus) {
    button.setAttribute('aria-expanded', String(open));
    menu.classList.toggle('open', open);
    backdrop.hidden = !open;
    if (open) {
      var first = menu.querySelector('a, button');
      if (first) first.focus();
    } else if (returnFocus) {
      button.focus();
    }
  }

  button.addEventListener('click', function () {
    setOpen(button.getAttribute('aria-expanded') !== 'true', false);
  });
  backdrop.addEventListener('click', function () {
    setOpen(false, true);
  });
  menu.addEventListener('click', function (event) {
    if (event.target.closest('a') && menu.classList.contains('open')) setOpen(false, false);
  });
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && menu.classList.contains('open')) setOpen(false, true);
  });
})();
