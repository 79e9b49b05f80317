// The net banking, wallet and pay-later codes the payment API accepts, and a UPI address's shape:
// the platform's payment domain validates against them and its sandbox aggregator offers them.
// Pure data, no imports.

/** Net banking: the five most used first (what the payment page shows before 'all banks'). */
export const BANKS = [
  { code: 'HDFC', name: 'HDFC Bank' },
  { code: 'ICIC', name: 'ICICI Bank' },
  { code: 'SBIN', name: 'State Bank of India' },
  { code: 'UTIB', name: 'Axis Bank' },
  { code: 'KKBK', name: 'Kotak Mahindra Bank' },
  { code: 'BARB_R', name: 'Bank of Baroda' },
  { code: 'CNRB', name: 'Canara Bank' },
  { code: 'IDFB', name: 'IDFC FIRST Bank' },
  { code: 'INDB', name: 'IndusInd Bank' },
  { code: 'PUNB_R', name: 'Punjab National Bank' },
  { code: 'UBIN', name: 'Union Bank of India' },
  { code: 'YESB', name: 'Yes Bank' },
] as const;

export const WALLETS = [
  { code: 'PAYTM', name: 'Paytm' },
  { code: 'PHONEPE', name: 'PhonePe' },
  { code: 'AMAZONPAY', name: 'Amazon Pay' },
  { code: 'MOBIKWIK', name: 'MobiKwik' },
] as const;

export const PAY_LATER = [{ code: 'SIMPL', name: 'Simpl' }] as const;

export const VPA_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/** The aggregator name of the shop's offline sandbox: the one that serves every prepaid mode when no real provider's keys are set. */
export const SANDBOX_AGGREGATOR = 'sandbox';
