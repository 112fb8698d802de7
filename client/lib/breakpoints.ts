/** Spec section 9: /home needs at least this width; narrower screens use /gear. */
export const HOME_MIN_WIDTH_PX = 768;
/** Spec section 9: up to this width the bottom navigation shows and toasts sit above it. */
export const SMALL_SCREEN_MAX_WIDTH_PX = 1024;
