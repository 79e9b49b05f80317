// The user domain as other platform domains use it.
export { requireShopper, currentShopper, SESSION_COOKIE, type Shopper } from './session';
export { onSignIn, type SignInHook } from './sign-in-hooks';
export { lockShopperRow } from './lock';
export {
  verifiedContact,
  hasVerifiedPhone,
  accountContact,
  messageContact,
  verifiedAddresses,
} from './verified-contact';
export { USER_CODES, USER_MESSAGES } from './messages';
export { shopOrigin, type Caller } from './caller';
export { caller } from './context';
export { type Limit, consume, hit, peek } from './rate-limit';
export { issueOtp, verifyOtp, type TokenRow } from './verification';
export { clientAddress } from './client-address';
export { fromAddress, release } from './failure-count';
export { claimSend, deliver, releaseSend, type SendPermit } from './send-gate';
export { userTimings } from './constants';
