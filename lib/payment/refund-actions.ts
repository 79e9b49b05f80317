'use server';
// The refund-account page's server actions, each a plain form (they work without JavaScript): add
// a UPI id or a bank account, each in two steps (the account checked and an OTP sent, then the OTP); use
// one of the shopper's accounts for the order. A refusal comes back in words: as the form's state,
// each field's message next to it, or (choosing an account) in the one-view notice. Success goes
// back to the page with a notice.
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { actionSdk } from '@/lib/sdk/server';
import { displayMessage, SdkServerResponseError } from '@/lib/sdk/errors';
import { readActionInput } from '@/lib/forms/action-input';
import { currentShopper } from '@/lib/user/data';
import { loginHref } from '@/lib/user/redirect';
import type { IfscCodeDetails } from '@/contract/types/payment';
import { REFUND_FIELD_MAX, REFUND_IDS, REFUND_PATHS, REFUND_WORDS } from './refund-constants';
import { writeFormNotice } from '@/lib/forms/notice';

export type RefundFormState = {
  /** The whole form's refusal (the platform's words) when no field carries it. */
  message?: string;
  /** Messages by field name. */
  errors: Record<string, string>;
  /** What the shopper sent, to fill the form again (never an account number). */
  values: Record<string, string>;
  /** The form's second step: the OTP was sent (bankName: the bank, or the UPI id). */
  otp?: { requestId: string; sentTo: string; bankName: string };
};

const where = { order_id: z.string().regex(REFUND_IDS.order), shipment_id: z.string().regex(REFUND_IDS.shipment) };
const field = (max: number) => z.string().trim().max(max);

/** The named fields of the form, as bounded text; anyone can call an action with anything. */
function formValues(form: unknown, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  if (!(form instanceof FormData)) return values;
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value.slice(0, 400);
  }
  return values;
}

/** The platform's refusal: each field's message (its zod path's last name) and the rest in words. */
function refusal(
  error: unknown,
  values: Record<string, string>,
  known: readonly string[],
  extra: Partial<RefundFormState> = {},
): RefundFormState {
  const errors: Record<string, string> = {};
  if (error instanceof SdkServerResponseError) {
    const details = (error.body as { errors?: { path?: unknown[]; message?: unknown }[] } | null)?.errors;
    for (const d of Array.isArray(details) ? details : []) {
      const name = [...(Array.isArray(d.path) ? d.path : [])].reverse().find((p): p is string => typeof p === 'string');
      if (name && known.includes(name) && typeof d.message === 'string' && !errors[name]) errors[name] = d.message;
    }
  }
  return {
    ...extra,
    errors,
    values,
    message: Object.keys(errors).length ? undefined : displayMessage(error, REFUND_WORDS.failed),
  };
}

const invalid = (values: Record<string, string>): RefundFormState => ({
  message: REFUND_WORDS.failed,
  errors: {},
  values,
});

async function signedIn(orderId: string, shipmentId: string): Promise<void> {
  if (!(await currentShopper())) redirect(loginHref(REFUND_PATHS.page(orderId, shipmentId)));
}

async function done(orderId: string, shipmentId: string, message: string): Promise<never> {
  await writeFormNotice(true, message);
  redirect(REFUND_PATHS.page(orderId, shipmentId));
}

// ---- a UPI id ------------------------------------------------------------------------------------------

const UPI_FIELDS = ['order_id', 'shipment_id', 'vpa', 'account_holder'] as const;
const upiInput = z.object({
  ...where,
  vpa: field(REFUND_FIELD_MAX.vpa),
  account_holder: field(REFUND_FIELD_MAX.holder).optional(),
});

/** The UPI form: step one (no request_id) sends an OTP for the UPI id; step two verifies it. */
export async function addUpiAccount(_previous: RefundFormState, form: FormData): Promise<RefundFormState> {
  return form instanceof FormData && form.has('request_id') ? verifyAccountOtp(form) : sendUpiOtp(form);
}

async function sendUpiOtp(form: FormData): Promise<RefundFormState> {
  const values = formValues(form, UPI_FIELDS);
  const input = readActionInput(upiInput, values);
  if (!input.ok) return invalid(values);
  const { order_id, shipment_id, vpa, account_holder } = input.value;
  if (!vpa) return { errors: { vpa: REFUND_WORDS.missing(REFUND_WORDS.upiLabel) }, values };
  await signedIn(order_id, shipment_id);
  try {
    const answer = await (
      await actionSdk()
    ).payment.addRefundBankAccountUsingOTP({
      body: { order_id, details: { vpa, ...(account_holder ? { account_holder } : {}) } },
    });
    return { errors: {}, values, otp: { requestId: answer.request_id, sentTo: answer.message, bankName: vpa } };
  } catch (error) {
    return refusal(error, values, UPI_FIELDS);
  }
}

// ---- a bank account, with an OTP ------------------------------------------------------------------------

const BANK_FIELDS = [
  'order_id',
  'shipment_id',
  'account_holder',
  'account_no',
  'confirm_account_no',
  'ifsc_code',
] as const;
const OTP_FIELDS = ['order_id', 'shipment_id', 'request_id', 'otp', 'sent_to', 'bank_name'] as const;
const bankInput = z.object({
  ...where,
  account_holder: field(REFUND_FIELD_MAX.holder),
  account_no: field(REFUND_FIELD_MAX.accountNo),
  confirm_account_no: field(REFUND_FIELD_MAX.accountNo),
  ifsc_code: field(REFUND_FIELD_MAX.ifsc),
});
const otpInput = z.object({
  ...where,
  request_id: z.string().regex(REFUND_IDS.request),
  otp: field(REFUND_FIELD_MAX.otp),
  sent_to: field(200).optional(),
  bank_name: field(100).optional(),
});

/** The bank form: step one (no request_id) checks the IFSC and sends the OTP; step two verifies it. */
export async function addBankAccount(_previous: RefundFormState, form: FormData): Promise<RefundFormState> {
  return form instanceof FormData && form.has('request_id') ? verifyAccountOtp(form) : sendBankOtp(form);
}

async function sendBankOtp(form: FormData): Promise<RefundFormState> {
  const sent = formValues(form, BANK_FIELDS);
  // What goes back into the form: never the account number.
  const values = Object.fromEntries(
    Object.entries(sent).filter(([name]) => name !== 'account_no' && name !== 'confirm_account_no'),
  );
  const input = readActionInput(bankInput, sent);
  if (!input.ok) return invalid(values);
  const { order_id, shipment_id, account_holder, account_no, confirm_account_no } = input.value;
  const ifsc_code = input.value.ifsc_code.toUpperCase();
  const errors: Record<string, string> = {};
  if (!account_holder) errors.account_holder = REFUND_WORDS.missing(REFUND_WORDS.holderLabel.toLowerCase());
  if (!account_no) errors.account_no = REFUND_WORDS.missing(REFUND_WORDS.accountNoLabel.toLowerCase());
  else if (account_no.replace(/[\s-]/g, '') !== confirm_account_no.replace(/[\s-]/g, ''))
    errors.confirm_account_no = REFUND_WORDS.mismatch;
  if (!ifsc_code) errors.ifsc_code = REFUND_WORDS.missing(REFUND_WORDS.ifscLabel);
  if (Object.keys(errors).length) return { errors, values };
  await signedIn(order_id, shipment_id);
  const sdk = await actionSdk();
  let bank: IfscCodeDetails;
  try {
    bank = await sdk.payment.verifyIfscCode({ ifscCode: ifsc_code });
  } catch (error) {
    return { errors: { ifsc_code: displayMessage(error, REFUND_WORDS.failed) }, values };
  }
  try {
    const answer = await sdk.payment.addRefundBankAccountUsingOTP({
      body: {
        order_id,
        details: {
          account_holder,
          account_no,
          confirm_account_no,
          ifsc_code: bank.ifsc_code,
          bank_name: bank.bank_name,
          branch_name: bank.branch_name,
        },
      },
    });
    return {
      errors: {},
      values,
      otp: { requestId: answer.request_id, sentTo: answer.message, bankName: bank.bank_name },
    };
  } catch (error) {
    return refusal(error, values, BANK_FIELDS);
  }
}

/** Either form's second step: the OTP adds the account it was sent for. */
async function verifyAccountOtp(form: FormData): Promise<RefundFormState> {
  const values = formValues(form, OTP_FIELDS);
  const input = readActionInput(otpInput, values);
  if (!input.ok) return invalid({});
  const { order_id, shipment_id, request_id, otp, sent_to = '', bank_name = '' } = input.value;
  const step = { requestId: request_id, sentTo: sent_to, bankName: bank_name };
  const kept = { order_id, shipment_id };
  if (!otp) return { errors: { otp: REFUND_WORDS.missing(REFUND_WORDS.otpLabel) }, values: kept, otp: step };
  await signedIn(order_id, shipment_id);
  try {
    await (await actionSdk()).payment.verifyOtpAndAddBeneficiaryForBank({ body: { request_id, otp } });
  } catch (error) {
    // Any refusal here is about the code (wrong, expired, too many tries): shown at its field.
    return { errors: { otp: displayMessage(error, REFUND_WORDS.failed) }, values: kept, otp: step };
  }
  return done(order_id, shipment_id, REFUND_WORDS.added);
}

// ---- one of the shopper's accounts for the order -------------------------------------------------------

const chooseInput = z.object({ ...where, beneficiary_id: z.string().regex(REFUND_IDS.beneficiary) });

export async function chooseRefundAccount(form: FormData): Promise<void> {
  const input = readActionInput(chooseInput, formValues(form, ['order_id', 'shipment_id', 'beneficiary_id']));
  if (!input.ok) redirect('/');
  const { order_id, shipment_id, beneficiary_id } = input.value;
  await signedIn(order_id, shipment_id);
  let ok = true;
  let message: string = REFUND_WORDS.chosen;
  try {
    await (await actionSdk()).payment.updateDefaultBeneficiary({ body: { order_id, beneficiary_id } });
  } catch (error) {
    ok = false;
    message = displayMessage(error, REFUND_WORDS.failed);
  }
  await writeFormNotice(ok, message);
  redirect(REFUND_PATHS.page(order_id, shipment_id));
}
