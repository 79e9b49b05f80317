// The payment answers the storefront reads (001 section 7, payment/v1.0), built by
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

export type PaymentOption = { name: string; display_name: string; display_priority: number; aggregator_name: string; list: PaymentModeEntry[]; save_card?: boolean };

export type PaymentOptions = {
  success: boolean;
  payment_options: {
    payment_option: PaymentOption[];
    payment_default_selection?: { mode?: string; identifier?: string; skip: boolean };
  };
  payment_breakup?: { total: number; currency: string };
};

export type PaymentPoll = { success: boolean; status: 'complete' | 'pending' | 'failed'; retry: boolean; aggregator_name: string; failure_reason?: string | null; redirect_url: string };

export type SavedCard = { card_id: string; card_number: string; card_brand: string; card_name: string; exp_month: number; exp_year: number; expired: boolean; nickname: string };
export type SavedCards = { success: boolean; message: string; data: SavedCard[] };

export type PaymentLinkMade = { success: boolean; message: string; status_code: number; payment_link_id: string; payment_link_url: string; polling_timeout: number };
export type PaymentLink = {
  success: boolean;
  message: string;
  status_code: number;
  amount: number;
  merchant_name: string;
  payment_link_url: string;
  payment_link_current_status: 'active' | 'paid' | 'expired' | 'cancelled';
  external_order_id: string;
  description?: string;
  polling_timeout: number;
};

export type CouponValidity = { success: boolean; message: string; coupon_validity: { valid: boolean; code: string | null; title: string; discount: number; display_message_en: string; next_validation_required: boolean } };
