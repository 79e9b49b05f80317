// The refund accounts' inputs (Refund accounts), parsed at the edge in the official
// SDK's request shapes: AddBeneficiaryDetailsRequest (details: BeneficiaryModeDetails),
// AddBeneficiaryDetailsOTPRequest (details: BankDetailsForOTP), AddBeneficiaryViaOtpVerificationRequest,
// WalletOtpRequest, SetDefaultBeneficiaryRequest, UpdateRefundTransferModeRequest.
import { z } from 'zod';
import { otpField, phoneWithCountry } from '../../contract/account';
import { VPA_PATTERN } from '../../contract/payment-methods';
import { PAYMENT_MESSAGES } from './messages';
import { IFSC_PATTERN } from './ifsc';
import { REFUND_ACCOUNT_MESSAGES as M } from './refund-accounts-messages';

const text = (max: number) => z.string().trim().max(max);
/** Text or a number (an app may send an account number as one), as trimmed text. */
const textish = (message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((v) => String(v).trim());

export const ORDER_ID = /^[A-Z0-9]{4,40}$/;
const orderId = z.string({ error: M.badOrderId }).trim().regex(ORDER_ID, M.badOrderId);
const requestId = z
  .string({ error: M.badRequestId })
  .trim()
  .regex(/^[a-f0-9]{32}$/, M.badRequestId);
const beneficiaryId = z
  .string({ error: M.badBeneficiaryId })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, M.badBeneficiaryId);

export const ifscField = () => z.string({ error: M.badIfsc }).trim().toUpperCase().regex(IFSC_PATTERN, M.badIfsc);
/** Digits only; spaces a person typed are dropped. */
const accountNo = () =>
  textish(M.badAccountNo)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{9,18}$/, M.badAccountNo));
const HOLDER = /^\p{L}[\p{L}\p{M} .'-]*$/u;
const holder = () =>
  textish(M.missingHolder).pipe(
    z.string().min(1, { message: M.missingHolder, abort: true }).max(100, M.badHolder).regex(HOLDER, M.badHolder),
  );
/** A UPI id's holder may be left out (blank): the id's name stands for it. */
const optionalHolder = () =>
  textish(M.badHolder)
    .pipe(
      z
        .string()
        .max(100, M.badHolder)
        .refine((v) => v === '' || HOLDER.test(v), M.badHolder),
    )
    .optional();
const vpa = () =>
  z
    .string({ error: PAYMENT_MESSAGES.badVpa })
    .trim()
    .max(320, PAYMENT_MESSAGES.badVpa)
    .regex(VPA_PATTERN, PAYMENT_MESSAGES.badVpa);
const optionalEmail = () =>
  z
    .string({ error: M.badEmail })
    .trim()
    .max(254, M.badEmail)
    .refine((v) => v === '' || z.email().safeParse(v).success, M.badEmail)
    .optional();
const optionalMobile = () =>
  textish(M.badMobile)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().refine((v) => v === '' || /^[6-9]\d{9}$/.test(v), M.badMobile))
    .optional();

export const TRANSFER_MODES = ['bank', 'upi'] as const;
export type TransferModeName = (typeof TRANSFER_MODES)[number];
const transferMode = () =>
  z
    .string({ error: M.badTransferMode })
    .trim()
    .toLowerCase()
    .pipe(z.enum(TRANSFER_MODES, { error: M.badTransferMode }));

// ---- queries ---------------------------------------------------------------------------------------
export const ifscQuery = z.object({ ifsc_code: ifscField() });
export const orderQuery = z.object({ order_id: orderId });
export const optionalOrderQuery = z.object({
  order_id: z
    .string({ error: M.badOrderId })
    .trim()
    .refine((v) => v === '' || ORDER_ID.test(v), M.badOrderId)
    .optional(),
});

// ---- bodies ----------------------------------------------------------------------------------------
const bankDetails = z
  .object({
    account_holder: holder(),
    account_no: accountNo(),
    /** What the storefront's form asks twice; checked when sent. */
    confirm_account_no: accountNo().optional(),
    ifsc_code: ifscField(),
    bank_name: text(100).optional(),
    branch_name: text(100).optional(),
    email: optionalEmail(),
    mobile: optionalMobile(),
    comment: text(200).optional(),
  })
  .passthrough()
  .refine((d) => d.confirm_account_no === undefined || d.confirm_account_no === d.account_no, {
    path: ['confirm_account_no'],
    message: M.accountMismatch,
  });

export type BankDetails = z.infer<typeof bankDetails>;

const upiDetails = z
  .object({
    vpa: vpa(),
    account_holder: optionalHolder(),
    email: optionalEmail(),
    mobile: optionalMobile(),
    comment: text(200).optional(),
  })
  .passthrough();

export type UpiDetails = z.infer<typeof upiDetails>;

/**
 * refund/account/otp: AddBeneficiaryDetailsOTPRequest. Its details are a bank account's, or a UPI
 * id's (details.vpa): both are added only with an OTP.
 */
export const accountOtpBody = z
  .object({ order_id: orderId, details: z.record(z.string(), z.unknown(), { error: 'details must be an object' }) })
  .passthrough();

/** refund/verification/bank: AddBeneficiaryViaOtpVerificationRequest (hash_key is the app's SMS retriever key, not needed here). */
export const verifyBankBody = z
  .object({ request_id: requestId, otp: otpField(), hash_key: text(200).optional() })
  .passthrough();

/** refund/verification/wallet: WalletOtpRequest (an OTP to one of the shopper's verified mobiles). */
export const walletOtpBody = phoneWithCountry('mobile');

const accountBase = {
  order_id: orderId,
  shipment_id: text(80).optional(),
  delights: z.boolean().optional(),
  otp: otpField().optional(),
  request_id: requestId.optional(),
};

/** refund/account: AddBeneficiaryDetailsRequest, its details checked by the transfer mode's rules. */
export const accountBody = z
  .object({
    ...accountBase,
    transfer_mode: transferMode(),
    details: z.record(z.string(), z.unknown(), { error: 'details must be an object' }),
  })
  .passthrough()
  .refine((b) => (b.otp === undefined) === (b.request_id === undefined), {
    path: ['otp'],
    message: 'otp and request_id go together',
  });

export const upiAccountBody = z.object({ details: upiDetails }).passthrough();
export const bankAccountBody = z.object({ details: bankDetails }).passthrough();

/** refund/beneficiary/default: SetDefaultBeneficiaryRequest. */
export const defaultBody = z.object({ order_id: orderId, beneficiary_id: beneficiaryId }).passthrough();

/** PUT refund/transfer-mode: UpdateRefundTransferModeRequest. */
export const transferModeBody = z
  .object({
    transfer_mode: transferMode(),
    enable: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
      error: 'enable must be true or false',
    }),
  })
  .passthrough();
