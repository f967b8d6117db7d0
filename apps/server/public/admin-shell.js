// The admin shell's left menu and its skip link (issue #9 §3).
// - 'Skip to content' (the first Tab stop) moves the focus to the screen shown, past both menus;
//   its href would be taken as a route by the admin's hash router, so it is handled here.
// - It marks the entry of the screen shown (aria-current="page"), from the hash route, on every
//   hashchange and on the admin's own 'eventory:screenchange' (its router moves between screens
//   with pushState, which fires no hashchange; see AuthorizationWrapper.tsx).
// - On narrow screens (below 768 px) it is a drawer opened by the 'Menu' button. While open, the
//   rest of the page is inert and Tab wraps inside the drawer; Escape, the backdrop or choosing an
//   entry closes it, and Escape and the backdrop give the focus back to the button.
// - The language form sends the screen shown (its hash route), to come back to it in the new language.
(function () {
  'use strict';
  var skip = document.querySelector('[data-skip-to-content]');
  if (skip) {
    skip.addEventListener('click', function (event) {
      event.preventDefault();
      var screen = document.querySelector('#eventory-admin main');
      if (screen) screen.focus();
    });
  }
  var languageForm = document.querySelector('form.shell-language');
  if (languageForm) {
    languageForm.addEventListener('submit', function () {
      var screen = languageForm.querySelector('input[name="screen"]');
      if (screen) screen.value = location.hash;
    });
  }
  var button = document.querySelector('[data-shell-menu-toggle]');
  var menu = document.getElementById('shell-menu');
  var backdrop = document.querySelector('[data-shell-backdrop]');
  if (!button || !menu || !backdrop) return;

  /** The hash route an entry leads to ('#/events'), or null for a page outside the admin's screens. */
  function routeOf(link) {
    var url = new URL(link.href, location.href);
    if (url.pathname !== '/admin') return null;
    if (url.hash) return url.hash;
    // SPEC §7's scanner link opens the scanner screen.
    return url.searchParams.get('etn_action') === 'ticket_scanner' ? '#/ticket-scanner' : null;
  }

  function markCurrent() {
    var hash = location.hash;
    menu.querySelectorAll('a').forEach(function (link) {
      var route = routeOf(link);
      var current = route !== null && (hash === route || hash.indexOf(route + '/') === 0);
      if (current) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    });
  }
  markCurrent();
  window.addEventListener('hashchange', markCurrent);
  window.addEventListener('eventory:screenchange', markCurrent);

  /** The elements made inert while the drawer is open (only those that were not inert already). */
  var madeInert = [];

  function setPageInert(inert) {
    if (inert) {
      var outside = Array.prototype.slice.call(document.body.children).concat(Array.prototype.slice.call(menu.parentNode.children));
      outside.forEach(function (element) {
        if (element === menu || element === backdrop || element.contains(menu) || element.inert) return;
        element.inert = true;
        madeInert.push(element);
      });
    } else {
      madeInert.forEach(function (element) {
        element.inert = false;
      });
      madeInert = [];
    }
  }

  function focusables() {
    return Array.prototype.slice.call(menu.querySelectorAll('a[href], button:not([disabled])'));
  }

  function isOpen() {
    return menu.classList.contains('open');
  }

  function setOpen(open, returnFocus) {
    button.setAttribute('aria-expanded', String(open));
    menu.classList.toggle('open', open);
    backdrop.hidden = !open;
    setPageInert(open);
    if (open) {
      var first = focusables()[0];
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
    if (event.target.closest('a') && isOpen()) setOpen(false, false);
  });
  document.addEventListener('keydown', function (event) {
    if (!isOpen()) return;
    if (event.key === 'Escape') {
      setOpen(false, true);
    } else if (event.key === 'Tab') {
      // The rest of the page is inert; wrap at the ends rather than leave for the browser's own controls.
      var items = focusables();
      var edge = event.shiftKey ? items[0] : items[items.length - 1];
      if (document.activeElement === edge || !menu.contains(document.activeElement)) {
        event.preventDefault();
        (event.shiftKey ? items[items.length - 1] : items[0]).focus();
      }
    }
  });
  // Widened past the drawer's breakpoint with the drawer open: the menu is back at the side.
  window.matchMedia('(min-width: 768px)').addEventListener('change', function (query) {
    if (query.matches && isOpen()) setOpen(false, false);
  });
})();
