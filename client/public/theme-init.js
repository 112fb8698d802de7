// Runs before the first paint so a stored dark theme never flashes light (client/lib/theme.ts owns the logic).
(function () {
  try {
    var stored = localStorage.getItem('vite-ui-theme');
    var dark =
      stored === 'dark' ||
      (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.add(dark ? 'dark' : 'light');
    var meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.setAttribute('content', dark ? '#000000' : '#FFFFFF');
  } catch (e) {
    // Storage can be blocked; the app applies the theme again once it starts.
  }
})();
