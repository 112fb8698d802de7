/** The sign-in `state`: the return path in base64, as the client decodes it (spec section 4). */
export const encodeState = (returnPath: string): string =>
  Buffer.from(returnPath, 'utf8').toString('base64');
