/** An API answer other than 2xx, carrying the server's `{ statusCode, error, message }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ErrorBody {
  message?: unknown;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const message = (body as ErrorBody | undefined)?.message;
  return new ApiError(
    response.status,
    typeof message === 'string' ? message : `${response.status} ${response.statusText}`,
    body,
  );
}

let writes = 0;

/**
 * How many writes (any method but GET and HEAD) the client has sent: a read begun before one may
 * not show it.
 */
export const writesSent = (): number => writes;

/** The one way the client calls the API: same origin, cookies included, JSON in and out. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') writes += 1;
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.body !== undefined && !(init.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  const response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
