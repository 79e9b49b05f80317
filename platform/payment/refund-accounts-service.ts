// Refund accounts: where a cash-on-delivery order's refunds are paid. The shopper
// adds a UPI id (its format checked as validate-vpa checks it) or a bank account, each with an
// OTP: refund/account/otp checks the account (a bank's IFSC) and sends an OTP to the shopper's
// verified mobile (else verified email) and refund/verification/bank adds the account.
// refund/account also adds one, but only with an OTP of the shopper's (refund/account/otp for that
// same account, or refund/verification/wallet): a session alone never sends refunds to a new account. An
// account added or chosen for an order becomes the order's; its waiting refunds are then paid.
// Someone else's order or account is not found, exactly like a missing one.
import type { Database } from '../db/client';
import { ApiError, notFound } from '../http/errors';
import { isShipmentOf, shopperOrderMode } from '../order';
import { type Caller, USER_MESSAGES, userTimings, issueOtp, verifyOtp, hasVerifiedPhone, type TokenRow } from '../user';
import { normalisePhone } from '../../contract/account';
import type {
  BankBeneficiaryVerified,
  DefaultBeneficiarySet,
  IfscCodeDetails,
  OrderBeneficiaries,
  RefundAccountAdded,
  RefundBeneficiary,
  RefundOtpSent,
  RefundTransferModes,
  RefundTransferModeUpdated,
  WalletOtpSent,
} from '../../contract/types/payment';
import type { TransferMode } from './schema';
import { verifyIfsc } from './ifsc';
import { processAwaitingRefunds } from './refund-service';
import {
  beneficiariesOf,
  beneficiaryByFingerprint,
  beneficiaryOf,
  countBeneficiaries,
  fingerprintOf,
  orderDefault,
  saveBeneficiary,
  setOrderDefault,
  setTransferMode,
  transferModesOf,
  type NewBeneficiary,
} from './beneficiary-store';
import { beneficiaryView } from './beneficiary-view';
import { bankAccount, maskPhone, otpDestination, upiAccount } from './refund-accounts-otp';
import { REFUND_ACCOUNT_MESSAGES as M, TRANSFER_MODE_NAMES } from './refund-accounts-messages';
import { REFUND_ACCOUNT_LIMITS, REFUND_TRANSFER_MODES, TRANSFER_MODE_DEFAULT_ON } from './refund-accounts-constants';
import type { BankDetails, UpiDetails } from './refund-accounts-schemas';

/**
 * After an account became the order's: its refunds that waited for a beneficiary are paid now. A
 * failure there leaves them waiting (the provider's retry picks them up); the account stays the order's.
 */
async function afterDefaultSet(database: Database, orderId: string): Promise<void> {
  try {
    await processAwaitingRefunds(database, orderId);
  } catch (error) {
    console.error(
      '[refund] paying the refunds waiting for order',
      orderId,
      'failed:',
      error instanceof Error ? error.message : error,
    );
  }
}

type ShopperOrder = { id: string; paymentMode: string };

/** The shopper's order, or the 404 a missing one gets (someone else's included). */
export async function shopperOrder(
  database: Database,
  userId: string,
  orderId: string,
  shipmentId?: string,
): Promise<ShopperOrder> {
  const order = await shopperOrderMode(database, userId, orderId);
  if (!order) throw notFound(M.orderNotFound);
  if (shipmentId && !(await isShipmentOf(database, orderId, shipmentId))) throw notFound(M.shipmentNotFound);
  return order;
}

// ---- IFSC and transfer modes -------------------------------------------------------------------------

export function ifscDetails(code: string): IfscCodeDetails {
  return verifyIfsc(code);
}

async function modeOn(database: Database, userId: string, mode: TransferMode): Promise<boolean> {
  return (await transferModesOf(database.db, userId))[mode] ?? TRANSFER_MODE_DEFAULT_ON;
}

async function requireModeOn(database: Database, userId: string, mode: TransferMode): Promise<void> {
  if (!(await modeOn(database, userId, mode))) throw new ApiError(400, M.modeOff(TRANSFER_MODE_NAMES[mode]));
}

export async function transferModes(database: Database, userId: string): Promise<RefundTransferModes> {
  const chosen = await transferModesOf(database.db, userId);
  return {
    data: REFUND_TRANSFER_MODES.map((m) => ({
      display_name: m.group,
      items: [
        {
          id: m.id,
          name: m.name,
          display_name: m.display_name,
          logo_small: '',
          logo_large: '',
          is_active: chosen[m.name] ?? TRANSFER_MODE_DEFAULT_ON,
        },
      ],
    })),
  };
}

export async function updateTransferMode(
  database: Database,
  userId: string,
  mode: TransferMode,
  enable: boolean,
): Promise<RefundTransferModeUpdated> {
  await setTransferMode(database.db, userId, mode, enable);
  return { success: true, message: M.modeUpdated(TRANSFER_MODE_NAMES[mode], enable) };
}

// ---- reading -------------------------------------------------------------------------------------------

/** The accounts given for the order (and the one its refunds go to), that one marked. */
export async function orderBeneficiaries(
  database: Database,
  userId: string,
  orderId: string,
): Promise<OrderBeneficiaries> {
  const order = await shopperOrder(database, userId, orderId);
  const [rows, current] = await Promise.all([beneficiariesOf(database.db, userId), orderDefault(database.db, orderId)]);
  const forOrder = rows.filter(
    (r) =>
      r.id === current ||
      ((r.details as { order_ids?: unknown }).order_ids as unknown[] | undefined)?.includes(orderId),
  );
  return {
    beneficiaries: forOrder.map((r) => beneficiaryView(r, r.id === current)),
    show_beneficiary_details: order.paymentMode === 'COD' || current !== undefined,
  };
}

/** All the shopper's accounts; with an order, the one its refunds go to marked. */
export async function userBeneficiaries(
  database: Database,
  userId: string,
  orderId?: string,
): Promise<OrderBeneficiaries> {
  const order = orderId ? await shopperOrder(database, userId, orderId) : undefined;
  const [rows, current] = await Promise.all([
    beneficiariesOf(database.db, userId),
    order ? orderDefault(database.db, order.id) : undefined,
  ]);
  return {
    beneficiaries: rows.map((r) => beneficiaryView(r, r.id === current)),
    show_beneficiary_details: order ? order.paymentMode === 'COD' || current !== undefined : rows.length > 0,
  };
}

// ---- adding ----------------------------------------------------------------------------------------------

/** Saves the account and makes it the order's, in one transaction; then the order's waiting refunds are paid. */
async function addForOrder(
  database: Database,
  userId: string,
  orderId: string,
  account: NewBeneficiary,
  verified: boolean,
): Promise<RefundBeneficiary> {
  const fingerprint = fingerprintOf(account);
  const row = await database.db.transaction(async (tx) => {
    const known = await beneficiaryByFingerprint(tx, userId, fingerprint);
    if (!known && (await countBeneficiaries(tx, userId)) >= REFUND_ACCOUNT_LIMITS.beneficiariesPerShopper)
      throw new ApiError(400, M.tooMany(REFUND_ACCOUNT_LIMITS.beneficiariesPerShopper));
    const saved = await saveBeneficiary(tx, userId, account, orderId, verified);
    await setOrderDefault(tx, orderId, saved.id);
    return saved;
  });
  await afterDefaultSet(database, orderId);
  return beneficiaryView(row, true);
}

/** What an OTP was sent for: one account (kind 'bank' names any account, bank or UPI) or, by refund/verification/wallet, any. */
type RefundOtpPayload =
  { kind: 'bank'; orderId: string; fingerprint: string; account: NewBeneficiary } | { kind: 'wallet' };

async function sendRefundOtp(
  database: Database,
  caller: Caller,
  userId: string,
  to: { channel: 'sms' | 'email'; destination: string },
  payload: RefundOtpPayload,
) {
  const minutes = Math.max(1, Math.round(userTimings().otpSeconds / 60));
  return issueOtp(database, {
    purpose: 'refund_account',
    channel: to.channel,
    destination: to.destination,
    userId,
    requesterId: userId,
    payload,
    message: (code) => M.otpMessage(caller.shop.name, code, minutes),
    clientAddress: caller.ip,
  });
}

/** refund/account/otp: an OTP sent for this account (a bank account's IFSC checked first, or a UPI id). */
export async function requestAccountOtp(
  database: Database,
  caller: Caller,
  userId: string,
  input: { order_id: string; details: BankDetails | UpiDetails },
): Promise<RefundOtpSent> {
  const account =
    typeof input.details.vpa === 'string'
      ? upiAccount(input.details as UpiDetails)
      : bankAccount(input.details as BankDetails);
  const order = await shopperOrder(database, userId, input.order_id);
  await requireModeOn(database, userId, account.transferMode);
  const to = await otpDestination(database, userId);
  const issued = await sendRefundOtp(database, caller, userId, to, {
    kind: 'bank',
    orderId: order.id,
    fingerprint: fingerprintOf(account),
    account,
  });
  return {
    success: true,
    message: M.otpSent(to.shown),
    is_verified_flag: false,
    request_id: issued.requestId,
    resend_timer: issued.resendTimer,
    data: {
      request_id: issued.requestId,
      resend_timer: issued.resendTimer,
      sent_to: to.shown,
      bank_name: account.bankName ?? '',
      branch_name: account.branchName ?? '',
    },
  };
}

/** An OTP of this shopper's (never someone else's: refused like a wrong one, and not spent). */
const ownOtp = (userId: string, accepts: (payload: RefundOtpPayload) => ApiError | undefined) => (token: TokenRow) =>
  token.userId !== userId ? new ApiError(400, USER_MESSAGES.otpInvalid) : accepts(token.payload as RefundOtpPayload);

/** refund/verification/bank: the OTP of refund/account/otp adds its account (bank or UPI), made the order's. */
export async function verifyBankOtp(
  database: Database,
  caller: Caller,
  userId: string,
  input: { request_id: string; otp: string },
): Promise<BankBeneficiaryVerified> {
  const token = await verifyOtp(
    database,
    { requestId: input.request_id },
    input.otp,
    ['refund_account'],
    caller.ip,
    ownOtp(userId, (p) => (p.kind === 'bank' ? undefined : new ApiError(400, USER_MESSAGES.otpInvalid))),
  );
  const payload = token.payload as Extract<RefundOtpPayload, { kind: 'bank' }>;
  const order = await shopperOrder(database, userId, payload.orderId);
  await requireModeOn(database, userId, payload.account.transferMode);
  const data = await addForOrder(database, userId, order.id, payload.account, true);
  return {
    success: true,
    message: payload.account.transferMode === 'upi' ? M.upiAdded : M.bankAdded,
    is_verified_flag: true,
    data,
  };
}

/** refund/verification/wallet: an OTP to one of the shopper's verified mobiles, for refund/account. */
export async function requestWalletOtp(
  database: Database,
  caller: Caller,
  userId: string,
  input: { country_code: number; mobile: string },
): Promise<WalletOtpSent> {
  const destination = normalisePhone(input.country_code, input.mobile);
  if (!(await hasVerifiedPhone(database, userId, destination)))
    throw new ApiError(400, M.walletMobileNotYours, [{ path: ['mobile'], message: M.walletMobileNotYours }]);
  const issued = await sendRefundOtp(database, caller, userId, { channel: 'sms', destination }, { kind: 'wallet' });
  return {
    success: true,
    message: M.otpSent(maskPhone(destination)),
    is_verified_flag: false,
    request_id: issued.requestId,
    resend_timer: issued.resendTimer,
  };
}

type AccountInput = {
  order_id: string;
  shipment_id?: string;
  transfer_mode: TransferMode;
  otp?: string;
  request_id?: string;
};

/**
 * refund/account: a UPI id or a bank account, each only with an OTP of the shopper's: one of
 * refund/verification/wallet, or of refund/account/otp for this same account.
 */
export async function addAccount(
  database: Database,
  caller: Caller,
  userId: string,
  input: AccountInput &
    ({ transfer_mode: 'upi'; details: UpiDetails } | { transfer_mode: 'bank'; details: BankDetails }),
): Promise<RefundAccountAdded> {
  const account =
    input.transfer_mode === 'bank'
      ? bankAccount(input.details as BankDetails)
      : upiAccount(input.details as UpiDetails);
  const order = await shopperOrder(database, userId, input.order_id, input.shipment_id);
  await requireModeOn(database, userId, account.transferMode);
  if (!input.otp || !input.request_id) throw new ApiError(400, M.accountNeedsOtp);
  const fingerprint = fingerprintOf(account);
  await verifyOtp(
    database,
    { requestId: input.request_id },
    input.otp,
    ['refund_account'],
    caller.ip,
    ownOtp(userId, (p) =>
      p.kind === 'wallet' || (p.kind === 'bank' && p.fingerprint === fingerprint)
        ? undefined
        : new ApiError(400, M.otpFor),
    ),
  );
  const data = await addForOrder(database, userId, order.id, account, true);
  return {
    success: true,
    message: account.transferMode === 'bank' ? M.bankAdded : M.upiAdded,
    is_verified_flag: true,
    data,
  };
}

/** refund/beneficiary/default: one of the shopper's accounts becomes the order's. */
export async function chooseDefault(
  database: Database,
  userId: string,
  input: { order_id: string; beneficiary_id: string },
): Promise<DefaultBeneficiarySet> {
  const order = await shopperOrder(database, userId, input.order_id);
  const beneficiary = await beneficiaryOf(database.db, userId, input.beneficiary_id);
  if (!beneficiary) throw notFound(M.beneficiaryNotFound);
  await requireModeOn(database, userId, beneficiary.transferMode);
  await setOrderDefault(database.db, order.id, beneficiary.id);
  await afterDefaultSet(database, order.id);
  return { success: true, is_beneficiary_set: true, message: M.defaultSet };
}
