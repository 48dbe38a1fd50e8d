// Paints the saved theme before the first frame (light is the default). A classic blocking script
// loaded by index.html, not inline: the server's Content-Security-Policy forbids inline scripts.
try {
  var t = JSON.parse(localStorage.getItem('theme'))
  if (t === 'dark' || t === 'light') document.documentElement.dataset.theme = t
} catch {
  // no storage or an unreadable value: the default theme
}
