// The public event page's small enhancements (issue #9 §5); the page works without them:
// - a search field over a long list of people (`data-filter-list`), shown only when script runs.
// The programme's track and room filter applies on its Filter button only: a select that submitted
// on change reloaded the page at every arrow key, and a keyboard user never got past the first
// choice (WCAG 3.2.2).
(function () {
  'use strict';

  function wireSearch(input) {
    var list = document.getElementById(input.getAttribute('data-filter-list'));
    var count = document.getElementById(input.getAttribute('data-filter-count'));
    if (!list) return;
    var items = Array.prototype.slice.call(list.children);
    // Each name as written and, where the page gives one, without accents (data-key): 'topel' finds 'Töpel'.
    var texts = items.map(function (li) { return li.textContent.toLowerCase() + '\n' + (li.getAttribute('data-key') || ''); });
    input.closest('label').hidden = false;
    input.addEventListener('input', function () {
      var term = input.value.trim().toLowerCase();
      var shown = 0;
      items.forEach(function (li, i) {
        var match = !term || texts[i].indexOf(term) !== -1;
        li.hidden = !match;
        if (match) shown += 1;
      });
      // The words come from the page, in its language (data-one-match, data-matches with {count}).
      var words = shown === 1 ? input.getAttribute('data-one-match') : input.getAttribute('data-matches').replace('{count}', String(shown));
      if (count) count.textContent = term ? words : '';
    });
  }

  document.querySelectorAll('input[data-filter-list]').forEach(wireSearch);
})();
