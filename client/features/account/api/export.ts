/** GET: the JSON file of everything the user owns (a download, so a plain link). */
export const EXPORT_PATH = '/api/account/export';
