/** @type {import('./types.js').Scenario} */
export default {
  name: 'health',
  description: 'GET /api/health: Nest routing plus a SELECT 1 on the database',
  method: 'GET',
  path: '/api/health',
  headers: { accept: 'application/json' },
};
