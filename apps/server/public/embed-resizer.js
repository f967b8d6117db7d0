// Posts the embed page's height to the page framing it (issue #11 §4); the loader there checks the
// message's origin and source before it sizes the iframe.
(function () {
  var me = document.currentScript;
  var id = me && me.getAttribute('data-id');
  if (!id || window.parent === window) return;
  var last = -1;
  function send() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: 'eventory:embed-size', id: id, height: height }, '*');
  }
  if (window.ResizeObserver) new ResizeObserver(send).observe(document.documentElement);
  window.addEventListener('load', send);
  send();
})();
