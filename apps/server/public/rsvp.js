// The RSVP form of the public pages (issue #4): posts the answer as JSON to
// POST /api/v2/rsvp-registration and shows the server's message in the form's live region, or
// each field's error beside it (formErrors.js); after a saved answer, the places left and the answer
// so far (.rsvp-standing) are read again from the page, as the server now renders them. The focus
// ends on the first answer when none was chosen, else where it was (the button, or a field in error).
(function () {
  'use strict';

  /** The form's words in the page's language (data-messages, translated by the server). */
  function say(form, key) {
    return JSON.parse(form.getAttribute('data-messages') || '{}')[key];
  }

  function answerOf(form) {
    var data = new FormData(form);
    var body = {
      event_id: Number(form.getAttribute('data-event-id')),
      name: String(data.get('name') || ''),
      email: String(data.get('email') || ''),
      number_of_attendees: Number(data.get('number_of_attendees')),
      status: String(data.get('status') || ''),
      language: form.getAttribute('data-language') || undefined,
    };
    var token = data.get('invitation_token');
    if (token) body.invitation_token = String(token);
    return body;
  }

  function show(region, text, ok) {
    region.textContent = text;
    region.className = 'rsvp-message ' + (ok ? 'rsvp-ok' : 'rsvp-error');
  }

  var FIELDS = { name: 'rsvp-name', email: 'rsvp-email', number_of_attendees: 'rsvp-count' };

  /** The answer to show: the saved message, or the field errors beside their fields and the rest. */
  function answer(form, response, body) {
    if (response.ok) return body.message || say(form, 'saved');
    if (!body.errors) return body.message || say(form, 'failed');
    var rest = window.EventoryFormErrors.show(form, body.errors, function (path) {
      return FIELDS[path] ? form.querySelector('#' + FIELDS[path]) : null;
    });
    return rest.length ? rest.join(' ') : say(form, 'marked');
  }

  /** Replaces the section's .rsvp-standing with the one of the page as served now; left as it is when that fails. */
  function refreshStanding(form) {
    var standing = form.parentNode.querySelector('.rsvp-standing');
    if (!standing) return Promise.resolve();
    // A page may hold several RSVP sections (widgets, landing blocks): the fresh one in the same place.
    var index = Array.prototype.indexOf.call(document.querySelectorAll('.rsvp-standing'), standing);
    return fetch(location.href, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'text/html' } })
      .then(function (response) {
        return response.ok ? response.text() : null;
      })
      .then(function (text) {
        var fresh = text && new DOMParser().parseFromString(text, 'text/html').querySelectorAll('.rsvp-standing')[index];
        if (!fresh) return;
        standing.replaceChildren.apply(
          standing,
          Array.from(fresh.childNodes, function (node) {
            return document.importNode(node, true);
          }),
        );
      })
      .catch(function () {});
  }

  function submit(form, event) {
    event.preventDefault();
    var region = form.querySelector('.rsvp-message');
    var button = form.querySelector('button[type="submit"]');
    var needsChoice = false;
    window.EventoryFormErrors.clear(form);
    button.disabled = true;
    show(region, say(form, 'sending'), true);
    // The page's language in the URL too: refusals read before the body (429) are then in it as well.
    fetch('/api/v2/rsvp-registration?lang=' + encodeURIComponent(form.getAttribute('data-language') || ''), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(answerOf(form)),
    })
      .then(function (response) {
        return response
          .json()
          .catch(function () {
            return {};
          })
          .then(function (body) {
            needsChoice = !response.ok && Boolean(body.errors && body.errors.status);
            show(region, answer(form, response, body), response.ok);
            if (response.ok) return refreshStanding(form);
          });
      })
      .catch(function () {
        show(region, say(form, 'unreachable'), false);
      })
      .then(function () {
        button.disabled = false;
        // The disabled button took the focus away (walk C): back to the answer to choose, else to the button.
        var active = document.activeElement;
        if (active && active !== document.body && active.isConnected) return;
        var choice = needsChoice && form.querySelector('input[name="status"]:not([disabled])');
        (choice || button).focus();
      });
  }

  document.querySelectorAll('form[data-rsvp-form]').forEach(function (form) {
    form.addEventListener('submit', function (event) {
      submit(form, event);
    });
  });
})();
