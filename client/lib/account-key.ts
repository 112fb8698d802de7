/** GET and PATCH /api/account, and the SWR key its answer is cached under. */
export const ACCOUNT_PATH = '/api/account';
