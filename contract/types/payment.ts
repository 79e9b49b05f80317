// The payment answers the storefront reads (payment/v1.0), built by
// platform/payment/ in the official SDK's shapes (PaymentModeRouteDetails, PaymentStatusUpdateDetails, Card).

export type PaymentModeEntry = {
  code: string;
  display_name: string;
  aggregator_name: string;
  display_priority?: number;
  /** Net banking: among the first five shown before 'all banks'. */
  top?: boolean;
  card_id?: string;
  card_number?: string;
  card_brand?: string;
  expired?: boolean;
  cod_limit?: number;
};

export type PaymentOption = {
  name: string;
  display_name: string;
  display_priority: number;
  aggregator_name: string;
  list: PaymentModeEntry[];
  save_card?: boolean;
};

export type PaymentOptions = {
  success: boolean;
  payment_options: {
    payment_option: PaymentOption[];
    payment_default_selection?: { mode?: string; identifier?: string; skip: boolean };
  };
  payment_breakup?: { total: number; currency: string };
};

export type PaymentPoll = {
  success: boolean;
  status: 'complete' | 'pending' | 'failed';
  retry: boolean;
  aggregator_name: string;
  failure_reason?: string | null;
  redirect_url: string;
};

export type SavedCard = {
  card_id: string;
  card_number: string;
  card_brand: string;
  card_name: string;
  exp_month: number;
  exp_year: number;
  expired: boolean;
  nickname: string;
};
export type SavedCards = { success: boolean; message: string; data: SavedCard[] };

export type PaymentLinkMade = {
  success: boolean;
  message: string;
  status_code: number;
  payment_link_id: string;
  payment_link_url: string;
  polling_timeout: number;
};
export type PaymentLink = {
  success: boolean;
  message: string;
  status_code: number;
  amount: number;
  merchant_name: string;
  payment_link_url: string;
  payment_link_current_status: 'active' | 'paid' | 'expired' | 'cancelled';
  external_order_id: string;
  polling_timeout: number;
};

export type CouponValidity = {
  success: boolean;
  message: string;
  coupon_validity: {
    valid: boolean;
    code: string | null;
    title: string;
    discount: number;
    display_message_en: string;
    next_validation_required: boolean;
  };
};

// ---- Refund accounts: where a cash-on-delivery order's refunds are paid --------------

export type RefundTransferModeName = 'bank' | 'upi';

/** TransferItemsDetails, with is_active: whether the shopper takes refunds this way. */
export type RefundTransferItem = {
  id: number;
  name: RefundTransferModeName;
  display_name: string;
  logo_small: string;
  logo_large: string;
  is_active: boolean;
};
/** TransferModeResponse. */
export type RefundTransferModes = { data: { display_name: string; items: RefundTransferItem[] }[] };
/** UpdateRefundTransferModeResponse. */
export type RefundTransferModeUpdated = { success: boolean; message: string };

/** IfscCodeResponse. */
export type IfscCodeDetails = {
  ifsc_code: string;
  bank_name: string;
  branch_name: string;
  success: boolean;
  is_verified_flag: boolean;
};

/** OrderBeneficiaryDetails, the account number masked (last 4 digits); is_active and is_default mark the order's account. */
export type RefundBeneficiary = {
  id: number;
  beneficiary_id: string;
  transfer_mode: RefundTransferModeName;
  title: string;
  subtitle: string;
  display_name: string;
  account_holder: string;
  account_no: string;
  ifsc_code: string;
  bank_name: string;
  branch_name: string;
  vpa: string;
  email: string;
  mobile: string;
  address: string;
  comment: string;
  created_on: string;
  modified_on: string;
  is_active: boolean;
  is_default: boolean;
  /** Added with an OTP the shopper received. */
  is_verified: boolean;
};

/** OrderBeneficiaryResponse. */
export type OrderBeneficiaries = { beneficiaries: RefundBeneficiary[]; show_beneficiary_details: boolean };

/** RefundAccountResponse of refund/account: the account added (and made the order's). */
export type RefundAccountAdded = {
  success: boolean;
  message: string;
  is_verified_flag: boolean;
  data: RefundBeneficiary;
};

/** RefundAccountResponse of refund/account/otp: where the OTP went and the request it answers. */
export type RefundOtpSent = {
  success: boolean;
  message: string;
  is_verified_flag: boolean;
  request_id: string;
  resend_timer: number;
  data: { request_id: string; resend_timer: number; sent_to: string; bank_name: string; branch_name: string };
};

/** AddBeneficiaryViaOtpVerificationResponse, with the account added. */
export type BankBeneficiaryVerified = {
  success: boolean;
  message: string;
  is_verified_flag: boolean;
  data: RefundBeneficiary;
};

/** WalletOtpResponse. */
export type WalletOtpSent = {
  success: boolean;
  message: string;
  is_verified_flag: boolean;
  request_id: string;
  resend_timer: number;
};

/** SetDefaultBeneficiaryResponse. */
export type DefaultBeneficiarySet = { success: boolean; is_beneficiary_set: boolean; message: string };

/** BankDetailsForOTP (confirm_account_no: the storefront form's second entry, checked when sent). */
export type RefundBankDetails = {
  account_holder: string;
  account_no: string;
  confirm_account_no?: string;
  ifsc_code: string;
  bank_name?: string;
  branch_name?: string;
};
/** BeneficiaryModeDetails. */
/** A UPI id's details (refund/account/otp sends an OTP for it as for a bank account). */
export type RefundUpiDetails = { vpa: string; account_holder?: string };
export type RefundAccountDetails = Partial<RefundBankDetails> & {
  vpa?: string;
  email?: string;
  mobile?: string;
  comment?: string;
};
