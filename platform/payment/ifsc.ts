// IFSC codes (ifsc-code/verify), offline: nothing is fetched from the internet. The format is
// RBI's (4 letters for the bank, a zero, 6 letters or digits for the branch); the bank is known
// from its 4 letters through the table below of India's larger banks. The branch cannot be known
// without RBI's full list, so it is named by its code.
import { ApiError } from '../http/errors';
import { REFUND_ACCOUNT_MESSAGES } from './refund-accounts-messages';

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** The bank of each IFSC prefix the shop refunds to. */
export const IFSC_BANKS: Readonly<Record<string, string>> = {
  SBIN: 'State Bank of India',
  HDFC: 'HDFC Bank',
  ICIC: 'ICICI Bank',
  UTIB: 'Axis Bank',
  KKBK: 'Kotak Mahindra Bank',
  PUNB: 'Punjab National Bank',
  BARB: 'Bank of Baroda',
  CNRB: 'Canara Bank',
  UBIN: 'Union Bank of India',
  IDIB: 'Indian Bank',
  YESB: 'Yes Bank',
  INDB: 'IndusInd Bank',
  IDFB: 'IDFC FIRST Bank',
  FDRL: 'Federal Bank',
  BKID: 'Bank of India',
  MAHB: 'Bank of Maharashtra',
  CBIN: 'Central Bank of India',
  IOBA: 'Indian Overseas Bank',
  UCBA: 'UCO Bank',
  PSIB: 'Punjab & Sind Bank',
  BDBL: 'Bandhan Bank',
  RATN: 'RBL Bank',
  SIBL: 'South Indian Bank',
  KARB: 'Karnataka Bank',
  KVBL: 'Karur Vysya Bank',
  CIUB: 'City Union Bank',
  TMBL: 'Tamilnad Mercantile Bank',
  JAKA: 'Jammu & Kashmir Bank',
  DLXB: 'Dhanlaxmi Bank',
  CSBK: 'CSB Bank',
  AUBL: 'AU Small Finance Bank',
  ESFB: 'Equitas Small Finance Bank',
  UJVN: 'Ujjivan Small Finance Bank',
  DBSS: 'DBS Bank India',
  CITI: 'Citibank',
  HSBC: 'HSBC',
  SCBL: 'Standard Chartered Bank',
  PYTM: 'Paytm Payments Bank',
  AIRP: 'Airtel Payments Bank',
  IPOS: 'India Post Payments Bank',
};

export type IfscDetails = {
  ifsc_code: string;
  bank_name: string;
  branch_name: string;
  success: true;
  is_verified_flag: true;
};

/** Upper-cased and trimmed: how a typed code is compared. */
export const normaliseIfsc = (code: string) => code.trim().toUpperCase();

/** The bank and branch of a well-formed IFSC code; a 400 in words for a bad or unknown one. */
export function verifyIfsc(code: string): IfscDetails {
  const ifsc = normaliseIfsc(code);
  if (!IFSC_PATTERN.test(ifsc))
    throw new ApiError(400, REFUND_ACCOUNT_MESSAGES.badIfsc, [
      { path: ['ifsc_code'], message: REFUND_ACCOUNT_MESSAGES.badIfsc },
    ]);
  const bank = Object.hasOwn(IFSC_BANKS, ifsc.slice(0, 4)) ? IFSC_BANKS[ifsc.slice(0, 4)] : undefined;
  if (!bank)
    throw new ApiError(400, REFUND_ACCOUNT_MESSAGES.unknownBank(ifsc), [
      { path: ['ifsc_code'], message: REFUND_ACCOUNT_MESSAGES.unknownBank(ifsc) },
    ]);
  return {
    ifsc_code: ifsc,
    bank_name: bank,
    branch_name: REFUND_ACCOUNT_MESSAGES.branchOf(ifsc),
    success: true,
    is_verified_flag: true,
  };
}
