import { HttpException } from '@nestjs/common';

/** The error body `call` throws as an HttpException: its status, code, message and errors. */
export function refusal(call: () => unknown) {
  try {
    call();
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    const body = error.getResponse() as { code: string; message: string; errors?: unknown[] };
    return { status: error.getStatus(), ...body };
  }
  throw new Error('expected the call to throw');
}
