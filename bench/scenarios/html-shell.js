/** @type {import('./types.js').Scenario} */
export default {
  name: 'html-shell',
  description: 'GET /: the client index.html, as a browser asks for it',
  method: 'GET',
  path: '/',
  headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
};
