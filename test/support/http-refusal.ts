import { HttpException } from '@nestjs/common';

/** The error body of an HttpException: its status, code, message and errors. */
function bodyOf(error: unknown) {
  if (!(error instanceof HttpException)) throw error;
  const body = error.getResponse() as { code: string; message: string; errors?: unknown[] };
  return { status: error.getStatus(), ...body };
}

/** The error body `call` throws as an HttpException: its status, code, message and errors. */
export function refusal(call: () => unknown) {
  try {
    call();
  } catch (error) {
    return bodyOf(error);
  }
  throw new Error('expected the call to throw');
}

/** The same for a call that answers a promise: the body of the HttpException it rejects with. */
export async function refusalOf(call: () => Promise<unknown>) {
  try {
    await call();
  } catch (error) {
    return bodyOf(error);
  }
  throw new Error('expected the call to reject');
}
