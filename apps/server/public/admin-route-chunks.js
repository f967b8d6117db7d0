// Fetches the code of the heavy admin screen the page opens on (issue #10 §7), named with the hash
// that opens it in the page's JSON block #eventory-route-chunks (site/adminAssets.ts ROUTE_CHUNKS),
// while the app's own chunks still download and compile, instead of after its router asks for it.
(function () {
  var data = document.getElementById('eventory-route-chunks');
  if (!data) return;
  JSON.parse(data.textContent).forEach(function (route) {
    if (!new RegExp(route.hash).test(location.hash)) return;
    route.files.forEach(function (file) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      document.head.appendChild(link);
    });
  });
})();
