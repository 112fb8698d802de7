/**
 * POST /api/activities/files as the app's upload does it: one file in the multipart field
 * `file` (server/activities/files/activity-file-upload.interceptor.ts).
 *
 * @typedef {{ status: number, outcomes: string[], refusal: string }} UploadAnswer `outcomes`:
 *   each activity's `created` or `duplicate` when the file was taken (201), else empty;
 *   `refusal`: the start of the answer otherwise (its code and message), else ''.
 */

/**
 * @param {import('./http-client.js').HttpClient} client
 * @param {Uint8Array | string} content
 * @param {string} fileName
 * @returns {Promise<UploadAnswer>}
 */
export async function uploadActivityFile(client, content, fileName) {
  const form = new FormData();
  // A copy for a Uint8Array: a Blob takes one backed by a plain ArrayBuffer only.
  const part = typeof content === 'string' ? content : new Uint8Array(content);
  form.append('file', new Blob([part]), fileName);
  const response = await client.fetch('/api/activities/files', { method: 'POST', body: form });
  const text = await response.text();
  if (response.status !== 201) {
    return { status: response.status, outcomes: [], refusal: text.slice(0, 300) };
  }
  /** @type {{ activities: { outcome: string }[] }} */
  const answer = JSON.parse(text);
  return {
    status: response.status,
    outcomes: answer.activities.map((one) => one.outcome),
    refusal: '',
  };
}
