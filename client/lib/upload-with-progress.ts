import { ApiError } from './api-client';

/** How far an upload has gone: bytes sent of the whole body. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * POSTs a form (or a file as the whole body, with its `contentType`) to the API and reports the
 * upload's progress (fetch cannot), with the same answers as apiFetch: the JSON on 2xx, an
 * ApiError carrying the server's body otherwise. `signal` aborts it (the promise rejects with
 * an AbortError).
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData | Blob,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
  contentType?: string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    if (contentType) request.setRequestHeader('Content-Type', contentType);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ sent: event.loaded, total: event.total });
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(body as T);
        return;
      }
      const message = (body as { message?: unknown } | undefined)?.message;
      reject(
        new ApiError(
          request.status,
          typeof message === 'string' ? message : `${request.status} ${request.statusText}`,
          body,
        ),
      );
    };
    request.onerror = () => reject(new TypeError('The upload could not reach the server'));
    request.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
