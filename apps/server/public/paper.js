// Fits a certificate's or ticket's paper (842 or 595 px wide) into narrow screens by zooming it out;
// print and PDF ignore the zoom (template.css), so the paper keeps its size there (issue #10 §5).
(function () {
  'use strict';
  var box = document.querySelector('.etn-paper .etn-template-container');
  if (!box) return;
  function fit() {
    box.style.zoom = '';
    var available = document.documentElement.clientWidth - 32;
    var width = box.offsetWidth;
    box.style.zoom = width > available ? String(available / width) : '';
  }
  fit();
  window.addEventListener('resize', fit);
})();
