// The public event page's booking form and the ticket page's print button (issue #4).
// Loaded as a file (CSP script-src 'self'); builds DOM with textContent only, so nothing the
// server or the visitor wrote is parsed as HTML.
(function () {
  'use strict';

  document.querySelectorAll('[data-print-ticket]').forEach(function (button) {
    button.addEventListener('click', function () {
      window.print();
    });
  });

  var form = document.getElementById('booking-form');
  if (!form) return;

  var quantities = Array.prototype.slice.call(form.querySelectorAll('input[data-slug]'));
  var attendeeBox = form.querySelector('.booking-attendees');
  var attendeeFields = form.querySelector('[data-attendee-fields]');
  var result = form.querySelector('.booking-result');
  var submit = form.querySelector('button[type="submit"]');
  // The page's words in its language (data-messages: translated by the server, `{name}` left to fill in).
  var MESSAGES = JSON.parse(form.dataset.messages || '{}');
  var FAILED = MESSAGES.failed;
  var MARKED = MESSAGES.marked;
  var CUSTOMER_FIELDS = { 'customer.first_name': 'booking-first-name', 'customer.last_name': 'booking-last-name', 'customer.email': 'booking-email', 'customer.phone': 'booking-phone' };

  /** A message of the page with its `{name}` placeholders filled in. */
  function say(key, values) {
    return MESSAGES[key].replace(/\{(\w+)\}/g, function (whole, name) {
      return values && name in values ? String(values[name]) : whole;
    });
  }

  function el(tag, text, className) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    if (className) node.className = className;
    return node;
  }

  /** The quantity as typed (0 when empty): 1.5 or more than the field's max is sent as it is, for the server to refuse beside the field. */
  function quantityOf(input) {
    var n = Number(input.value);
    return input.value.trim() === '' || isNaN(n) ? 0 : n;
  }

  /** How many attendees to ask for: the whole tickets of a quantity, never more than the field's max (999 typed builds no 1,998 fields). */
  function attendeesFor(input) {
    return Math.max(0, Math.min(Math.floor(quantityOf(input)), Number(input.max) || 0));
  }

  /** An attendee's input: its name (required) or its email (optional: the booker's when left empty). */
  function attendeeInput(id, type, key, slug, typed) {
    var field = el('input');
    field.id = id;
    field.type = type;
    field.required = type === 'text';
    field.autocomplete = type === 'text' ? 'name' : 'email';
    field.dataset.key = key;
    field.dataset.slug = slug;
    field.value = typed[key] || '';
    return field;
  }

  function bookerName() {
    return (value('booking-first-name') + ' ' + value('booking-last-name')).trim();
  }

  /**
   * Attendee 1 is most often the booker: their name fills it in (and follows their edits) until
   * the visitor types a name of their own there.
   */
  function prefillFirstAttendee() {
    var first = attendeeFields.querySelector('#booking-attendee-1');
    if (!first) return;
    if (!first.value) first.dataset.prefilled = 'true';
    if (first.dataset.prefilled) first.value = bookerName();
  }

  /** One name and one optional email field per ticket, keeping what was typed (keyed by ticket and position). */
  function buildAttendeeFields() {
    var typed = {};
    attendeeFields.querySelectorAll('input').forEach(function (input) {
      if (!input.dataset.prefilled) typed[input.dataset.key] = input.value;
    });
    attendeeFields.textContent = '';
    var number = 0;
    quantities.forEach(function (input) {
      for (var i = 0; i < attendeesFor(input); i++) {
        number += 1;
        var key = input.dataset.slug + ':' + i;
        var id = 'booking-attendee-' + number;
        var wrap = el('div', '', 'booking-field');
        var label = el('label', say('attendeeName', { number: number }));
        label.htmlFor = id;
        // The ticket under the label, said with the field (aria-describedby), not part of its name.
        var ticket = el('span', input.dataset.name, 'muted booking-ticket-name');
        ticket.id = id + '-ticket';
        var labels = el('div', '', 'booking-label');
        labels.appendChild(label);
        labels.appendChild(ticket);
        wrap.appendChild(labels);
        var nameInput = attendeeInput(id, 'text', key, input.dataset.slug, typed);
        nameInput.setAttribute('aria-describedby', ticket.id);
        wrap.appendChild(nameInput);
        var mailWrap = el('div', '', 'booking-field');
        var mailLabel = el('label', say('attendeeEmail', { number: number }));
        mailLabel.htmlFor = id + '-email';
        mailWrap.appendChild(mailLabel);
        mailWrap.appendChild(attendeeInput(id + '-email', 'email', key + ':email', input.dataset.slug, typed));
        attendeeFields.appendChild(wrap);
        attendeeFields.appendChild(mailWrap);
      }
    });
    attendeeBox.hidden = number === 0;
    prefillFirstAttendee();
  }

  function value(id) {
    return form.querySelector('#' + id).value.trim();
  }

  function showError(message) {
    result.textContent = '';
    result.appendChild(el('p', message, 'error'));
  }

  // 'Please correct the marked fields.' goes with the last marked field's error (formErrors.js).
  form.addEventListener('eventory:errors-cleared', function () {
    if (result.textContent === MARKED) result.textContent = '';
  });

  var locale = form.dataset.locale || 'en-US';

  /** An amount in the site's currency, as the page shows prices (core formatMoney). */
  function money(amount) {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: form.dataset.currency || 'USD' }).format(amount);
  }

  /**
   * A reservation's end in the event's time zone, as the ticket page and the mails write it (core
   * formatZonedDateTime): the zone as the server labelled it (data-zone-label, `UTC+01:00`), never
   * worded a second time here.
   */
  function inEventZone(iso) {
    var ms = Date.parse(iso) + Number(form.dataset.zoneOffset || 0) * 60000;
    var style = { dateStyle: 'medium', timeStyle: 'short', timeZone: form.dataset.timeZone || 'UTC' };
    var zone = form.dataset.zoneLabel || 'UTC+00:00';
    var format;
    try {
      format = new Intl.DateTimeFormat(locale, style);
    } catch {
      // A zone this browser does not know: the instant in UTC, said so.
      format = new Intl.DateTimeFormat(locale, Object.assign(style, { timeZone: 'UTC' }));
      zone = 'UTC+00:00';
    }
    return format.format(ms) + ' (' + zone + ')';
  }

  function pendingMessage(order) {
    var deadline = order.reservation_ends_at ? ' ' + say('deadline', { date: inEventZone(order.reservation_ends_at) }) : '';
    return say('pending', { id: order.id, amount: money(order.total), method: MESSAGES[order.payment_method] || order.payment_method }) + deadline;
  }

  /**
   * The booking's outcome below the form: what happened, the ticket links and (unpaid) how to pay. Its
   * first line takes the focus and the outcome is scrolled to the top of the window, as the fieldsets
   * it replaces are disabled (on a phone it was below the fold, and the focus fell to the page).
   */
  function showBooking(order) {
    result.textContent = '';
    var heading =
      order.status === 'completed'
        ? say('confirmed', { id: order.id, email: order.customer.email })
        : pendingMessage(order);
    var first = el('p', heading, 'success');
    first.tabIndex = -1;
    result.appendChild(first);
    var list = el('ul', '', 'booking-tickets');
    order.attendees.forEach(function (a) {
      var item = el('li');
      var link = el('a', say('ticketFor', { name: a.name, ticket: a.ticket_name }));
      link.href = a.ticket_url;
      if (form.target) link.target = form.target;
      item.appendChild(link);
      list.appendChild(item);
    });
    result.appendChild(list);
    var instructions = form.querySelector('[data-payment-instructions]');
    if (instructions && order.status === 'pending') instructions.hidden = false;
    first.focus({ preventScroll: true });
    result.scrollIntoView({ block: 'start' });
  }

  /** Takes a booking's tickets off the "Available" column (an unlimited variation stays so). */
  function updateAvailability(order) {
    order.items.forEach(function (item) {
      var cell = document.querySelector('td[data-available="' + CSS.escape(item.slug) + '"]');
      var left = cell ? parseInt(cell.textContent, 10) : NaN;
      if (isNaN(left)) return;
      left = Math.max(0, left - item.quantity);
      cell.textContent = left === 0 ? MESSAGES.soldOut : String(left);
    });
  }

  /** The input a field path of the API's `errors` (or an input's own selector, '#…') belongs to (null when none shows it). */
  function fieldFor(order) {
    return function (path) {
      if (path.charAt(0) === '#') return form.querySelector(path);
      if (CUSTOMER_FIELDS[path]) return form.querySelector('#' + CUSTOMER_FIELDS[path]);
      if (path === 'tickets') return quantities[0] || null;
      var attendee = /^attendees\.(\d+)\.(name|email)$/.exec(path);
      if (attendee) return form.querySelector('#booking-attendee-' + (Number(attendee[1]) + 1) + (attendee[2] === 'email' ? '-email' : '')) || null;
      var ticket = /^tickets\.(\d+)\./.exec(path);
      var slug = ticket && order.tickets[Number(ticket[1])] ? order.tickets[Number(ticket[1])].slug : null;
      return slug ? form.querySelector('input[data-slug="' + CSS.escape(slug) + '"]') : null;
    };
  }

  /**
   * A refusal: field errors (the server's, and the quantities over what the page said is left)
   * beside their fields and what is left in plain words below the form.
   */
  function showRefusal(data, order, tooMany) {
    var errors = Object.assign({}, tooMany, data && data.errors);
    if (Object.keys(errors).length === 0) return showError(data && data.message ? data.message : FAILED);
    var rest = window.EventoryFormErrors.show(form, errors, fieldFor(order));
    showError(rest.length ? rest.join(' ') : MARKED);
  }

  /**
   * Each quantity above its field's max (what is left, at most a booking's limit), keyed by its
   * input's selector ('#booking-qty-1'), with the reason the page wrote for it (data-too-many:
   * 'Only 20 "Standard" tickets are left.'). Said with the server's answer, not before sending it:
   * the other fields' errors came only on the next send (walk of 30 Nov 2026).
   */
  function tooManyErrors() {
    var errors = {};
    quantities.forEach(function (input) {
      if (quantityOf(input) > Number(input.max)) errors['#' + input.id] = input.dataset.tooMany;
    });
    return errors;
  }

  function body() {
    var tickets = quantities
      .filter(function (input) {
        return quantityOf(input) !== 0;
      })
      .map(function (input) {
        return { slug: input.dataset.slug, quantity: quantityOf(input) };
      });
    var attendees = Array.prototype.map.call(attendeeFields.querySelectorAll('input[type="text"]'), function (input) {
      var attendee = { name: input.value.trim(), ticket_slug: input.dataset.slug };
      var email = form.querySelector('#' + input.id + '-email').value.trim();
      if (email) attendee.email = email;
      return attendee;
    });
    return {
      event_id: Number(form.dataset.eventId),
      customer: { first_name: value('booking-first-name'), last_name: value('booking-last-name'), email: value('booking-email'), phone: value('booking-phone') },
      tickets: tickets,
      attendees: attendees,
      language: form.dataset.language,
    };
  }

  quantities.forEach(function (input) {
    input.addEventListener('input', buildAttendeeFields);
  });
  ['booking-first-name', 'booking-last-name'].forEach(function (id) {
    form.querySelector('#' + id).addEventListener('input', prefillFirstAttendee);
  });
  attendeeFields.addEventListener('input', function (event) {
    delete event.target.dataset.prefilled;
  });
  buildAttendeeFields();

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var order = body();
    var tooMany = tooManyErrors();
    window.EventoryFormErrors.clear(form);
    // No ticket chosen, like a quantity over what is left, is said with the server's answer, which
    // marks the other fields' errors at the same time (walk: an empty form said only 'Choose at
    // least one ticket.', and the rest came on the next send).
    submit.disabled = true;
    result.textContent = MESSAGES.booking;
    // The page's language in the URL too: refusals read before the body (429) are then in it as well.
    fetch('/api/v2/orders?lang=' + encodeURIComponent(order.language || ''), { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(order) })
      .then(function (res) {
        return res.json().then(function (data) {
          if (res.ok) return data;
          var refusal = new Error(FAILED);
          refusal.data = data;
          throw refusal;
        });
      })
      .then(function (data) {
        showBooking(data);
        updateAvailability(data);
        // The page's attendee list (the front-end mount, FrontendAttendeeList.tsx) shows the new names.
        window.dispatchEvent(new CustomEvent('eventory:booked', { detail: { eventId: order.event_id } }));
        form.querySelectorAll('fieldset').forEach(function (set) {
          set.disabled = true;
        });
      })
      .catch(function (error) {
        if (error.data) showRefusal(error.data, order, tooMany);
        else showError(FAILED);
        submit.disabled = false;
      })
      .then(function () {
        if (form.querySelector('.booking-tickets')) submit.hidden = true;
      });
  });
})();
