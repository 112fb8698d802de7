import type { Dispatcher } from 'undici';
import { UpstreamError } from './upstream-error.js';

/** The body, or a `too_large` error as soon as it is known to pass `maxBytes`. */
export async function readBounded(
  response: Dispatcher.ResponseData,
  maxBytes: number,
  upstream: string,
): Promise<Buffer> {
  const tooLarge = () => {
    // Destroying the body makes it emit an abort error, ours to ignore: the caller gets this one.
    response.body.on('error', () => undefined).destroy();
    return new UpstreamError(`${upstream} sent a body over ${maxBytes} bytes`, {
      kind: 'too_large',
      upstream,
    });
  };
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

export function toHeaders(raw: Dispatcher.ResponseData['headers']): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}
