// The payment API (payment/v1.0), method names as in the official SDK's Payment client.
import type { ApiClient } from './request';
import type { CartDetail } from '@/contract/types/cart';
import type {
  BankBeneficiaryVerified,
  CouponValidity,
  DefaultBeneficiarySet,
  IfscCodeDetails,
  OrderBeneficiaries,
  PaymentLink,
  PaymentLinkMade,
  PaymentOptions,
  PaymentPoll,
  RefundAccountAdded,
  RefundAccountDetails,
  RefundBankDetails,
  RefundUpiDetails,
  RefundOtpSent,
  RefundTransferModeName,
  RefundTransferModes,
  RefundTransferModeUpdated,
  SavedCards,
  WalletOtpSent,
} from '@/contract/types/payment';

const BASE = '/service/application/payment/v1.0';
// The cart's payment calls live in the cart API but belong to this domain, as in platform/payment.
const CART = '/service/application/cart/v1.0';

export function paymentApi(client: ApiClient) {
  return {
    getPaymentModeRoutes: (a: { cartId?: string; buyNow?: boolean; signal?: AbortSignal } = {}) =>
      client.request<PaymentOptions>('GET', `${BASE}/payment/options`, {
        query: { cart_id: a.cartId, buy_now: a.buyNow },
        signal: a.signal,
      }),
    checkAndUpdatePaymentStatus: (a: {
      body: { merchant_order_id: string; aggregator?: string };
      signal?: AbortSignal;
    }) => client.request<PaymentPoll>('POST', `${BASE}/payment/confirm/polling`, { body: a.body, signal: a.signal }),
    selectPaymentMode: (a: {
      buyNow?: boolean;
      body: { id?: string; payment_mode: string; payment_identifier?: string; address_id?: string };
    }) =>
      client.request<CartDetail & { is_valid: boolean; message: string }>('PUT', `${CART}/payment`, {
        query: { buy_now: a.buyNow },
        body: a.body,
      }),
    validateCouponForPayment: (a: {
      buyNow?: boolean;
      id?: string;
      addressId?: string;
      paymentMode: string;
      paymentIdentifier?: string;
    }) =>
      client.request<CouponValidity>('GET', `${CART}/payment/validate/`, {
        query: {
          buy_now: a.buyNow,
          id: a.id,
          address_id: a.addressId,
          payment_mode: a.paymentMode,
          payment_identifier: a.paymentIdentifier,
        },
      }),
    getActiveUserCards: (a: { signal?: AbortSignal } = {}) =>
      client.request<SavedCards>('GET', `${BASE}/cards`, { signal: a.signal }),
    deleteUserCard: (a: { body: { card_id: string } }) =>
      client.request<{ success: boolean; message: string }>('POST', `${BASE}/card/remove`, { body: a.body }),
    createPaymentLink: (a: {
      body: {
        external_order_id: string;
        email?: string;
        mobile_number?: string;
        description?: string;
        meta: Record<string, unknown>;
      };
    }) => client.request<PaymentLinkMade>('POST', `${BASE}/create-payment-link/`, { body: a.body }),
    getPaymentLink: (a: { paymentLinkId: string }) =>
      client.request<PaymentLink>('GET', `${BASE}/create-payment-link/`, {
        query: { payment_link_id: a.paymentLinkId },
      }),
    pollingPaymentLink: (a: { paymentLinkId: string }) =>
      client.request<PaymentPoll>('GET', `${BASE}/polling-payment-link/`, {
        query: { payment_link_id: a.paymentLinkId },
      }),
    getPaymentModeRoutesPaymentLink: (a: { paymentLinkId: string }) =>
      client.request<PaymentOptions>('GET', `${BASE}/payment/options/link/`, {
        query: { payment_link_id: a.paymentLinkId },
      }),
    initialisePaymentPaymentLink: (a: {
      body: { payment_link_id: string; mode: string; payment_identifier?: string };
    }) =>
      client.request<{ success: boolean; redirect_url: string; method: string }>(
        'POST',
        `${BASE}/payment/request/link/`,
        { body: a.body },
      ),
    // Refund accounts: where a cash-on-delivery order's refunds are paid.
    verifyIfscCode: (a: { ifscCode: string; signal?: AbortSignal }) =>
      client.request<IfscCodeDetails>('GET', `${BASE}/ifsc-code/verify`, {
        query: { ifsc_code: a.ifscCode },
        signal: a.signal,
      }),
    getActiveRefundTransferModes: (a: { signal?: AbortSignal } = {}) =>
      client.request<RefundTransferModes>('GET', `${BASE}/refund/transfer-mode`, { signal: a.signal }),
    enableOrDisableRefundTransferMode: (a: { body: { transfer_mode: RefundTransferModeName; enable: boolean } }) =>
      client.request<RefundTransferModeUpdated>('PUT', `${BASE}/refund/transfer-mode`, { body: a.body }),
    getOrderBeneficiariesDetail: (a: { orderId: string; signal?: AbortSignal }) =>
      client.request<OrderBeneficiaries>('GET', `${BASE}/refund/order/beneficiaries`, {
        query: { order_id: a.orderId },
        signal: a.signal,
      }),
    getUserBeneficiariesDetail: (a: { orderId?: string; signal?: AbortSignal } = {}) =>
      client.request<OrderBeneficiaries>('GET', `${BASE}/refund/user/beneficiary`, {
        query: { order_id: a.orderId },
        signal: a.signal,
      }),
    addBeneficiaryDetails: (a: {
      body: {
        order_id: string;
        shipment_id?: string;
        transfer_mode: RefundTransferModeName;
        delights?: boolean;
        details: RefundAccountDetails;
        otp?: string;
        request_id?: string;
      };
    }) => client.request<RefundAccountAdded>('POST', `${BASE}/refund/account`, { body: a.body }),
    addRefundBankAccountUsingOTP: (a: { body: { order_id: string; details: RefundBankDetails | RefundUpiDetails } }) =>
      client.request<RefundOtpSent>('POST', `${BASE}/refund/account/otp`, { body: a.body }),
    verifyOtpAndAddBeneficiaryForBank: (a: { body: { request_id: string; otp: string; hash_key?: string } }) =>
      client.request<BankBeneficiaryVerified>('POST', `${BASE}/refund/verification/bank`, { body: a.body }),
    verifyOtpAndAddBeneficiaryForWallet: (a: { body: { country_code: string; mobile: string } }) =>
      client.request<WalletOtpSent>('POST', `${BASE}/refund/verification/wallet`, { body: a.body }),
    updateDefaultBeneficiary: (a: { body: { order_id: string; beneficiary_id: string } }) =>
      client.request<DefaultBeneficiarySet>('POST', `${BASE}/refund/beneficiary/default`, { body: a.body }),
  };
}

export type PaymentApi = ReturnType<typeof paymentApi>;
