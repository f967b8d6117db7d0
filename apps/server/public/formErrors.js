// Field errors of the public forms (booking, RSVP; issue #9 §4): each server error beside its field
// in the server's plain words, the field marked aria-invalid and described by its message. The
// API's `errors` are keyed by field path; a form says which of its inputs a path belongs to.
(function () {
  'use strict';

  function unmark(input) {
    var note = document.getElementById(input.id + '-error');
    if (note) note.remove();
    input.removeAttribute('aria-invalid');
    // Back to what described the field before its error (a booking attendee's ticket), if anything.
    if (input.dataset.describedBefore) input.setAttribute('aria-describedby', input.dataset.describedBefore);
    else input.removeAttribute('aria-describedby');
    delete input.dataset.describedBefore;
  }

  function clear(form) {
    form.querySelectorAll('[aria-invalid]').forEach(unmark);
    form.querySelectorAll('.field-error').forEach(function (node) {
      node.remove();
    });
  }

  /**
   * A field's error goes as soon as the field is changed (walk of 30 Nov 2026: a corrected quantity
   * stayed red with 'Only 1 "Standard" ticket is left.' until the next send); once none is left, the
   * form hears 'eventory:errors-cleared', for the message that pointed at them.
   */
  function unmarkWhenChanged(form, input) {
    input.addEventListener(
      'input',
      function () {
        if (input.getAttribute('aria-invalid') !== 'true') return;
        unmark(input);
        if (!form.querySelector('[aria-invalid="true"]')) form.dispatchEvent(new CustomEvent('eventory:errors-cleared'));
      },
      { once: true },
    );
  }

  function mark(input, message) {
    var id = input.id + '-error';
    var note = document.createElement('p');
    note.className = 'field-error';
    note.id = id;
    note.textContent = message;
    var before = input.getAttribute('aria-describedby');
    if (before) input.dataset.describedBefore = before;
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', before ? id + ' ' + before : id);
    input.insertAdjacentElement('afterend', note);
  }

  /**
   * Shows `errors` (path → message) beside the inputs `fieldFor(path)` answers and focuses the
   * first; answers the messages no input shows, once each, for the form's own message area.
   */
  function show(form, errors, fieldFor) {
    clear(form);
    var rest = [];
    var first = null;
    Object.keys(errors || {}).forEach(function (path) {
      var input = fieldFor(path);
      if (input && !input.hasAttribute('aria-invalid')) {
        mark(input, errors[path]);
        unmarkWhenChanged(form, input);
        first = first || input;
      } else if (!input && rest.indexOf(errors[path]) === -1) {
        rest.push(errors[path]);
      }
    });
    if (first) first.focus();
    return rest;
  }

  window.EventoryFormErrors = { clear: clear, show: show };
})();
