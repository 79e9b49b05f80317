// The user domain as other platform domains use it.
export { requireShopper, currentShopper, SESSION_COOKIE, type Shopper } from './session';
export { onSignIn, type SignInHook } from './sign-in-hooks';
