// The RSVP form of the public pages (issue #4): posts the answer as JSON to
// POST /api/v2/rsvp-registration and shows the server's message in the form's live region.
(function () {
  'use strict';

  function answerOf(form) {
    var data = new FormData(form);
    var body = {
      event_id: Number(form.getAttribute('data-event-id')),
      name: String(data.get('name') || ''),
      email: String(data.get('email') || ''),
      number_of_attendees: Number(data.get('number_of_attendees')),
      status: String(data.get('status') || ''),
    };
    var token = data.get('invitation_token');
    if (token) body.invitation_token = String(token);
    return body;
  }

  function show(region, text, ok) {
    region.textContent = text;
    region.className = 'rsvp-message ' + (ok ? 'rsvp-ok' : 'rsvp-error');
  }

  function submit(form, event) {
    event.preventDefault();
    var region = form.querySelector('.rsvp-message');
    var button = form.querySelector('button[type="submit"]');
    if (!form.reportValidity()) return;
    button.disabled = true;
    show(region, 'Sending…', true);
    fetch('/api/v2/rsvp-registration', {
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
            show(region, body.message || (response.ok ? 'Thank you! Your RSVP is saved.' : 'Your RSVP could not be saved. Please try again.'), response.ok);
          });
      })
      .catch(function () {
        show(region, 'The server could not be reached. Check your connection and try again.', false);
      })
      .then(function () {
        button.disabled = false;
      });
  }

  document.querySelectorAll('form[data-rsvp-form]').forEach(function (form) {
    form.addEventListener('submit', function (event) {
      submit(form, event);
    });
  });
})();
