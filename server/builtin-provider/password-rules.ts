/** What a new password must be, on every page that sets one (sign-up, reset): said once here. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Under a new-password field until there is an error, which then says it instead. */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN} characters.`;
export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN} characters.`;
export const PASSWORD_TOO_LONG = `Use at most ${PASSWORD_MAX} characters.`;
