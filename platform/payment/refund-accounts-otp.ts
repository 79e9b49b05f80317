// The refund account an OTP is asked for (a bank account with its IFSC checked, or a UPI id) and
// where that OTP goes: the shopper's verified mobile, else verified email, shown masked.
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import { verifiedContact } from '../user';
import { verifyIfsc } from './ifsc';
import type { NewBeneficiary } from './beneficiary-store';
import { REFUND_ACCOUNT_MESSAGES as M } from './refund-accounts-messages';
import type { BankDetails, UpiDetails } from './refund-accounts-schemas';

export function bankAccount(details: BankDetails): NewBeneficiary {
  const ifsc = verifyIfsc(details.ifsc_code);
  return {
    transferMode: 'bank',
    accountHolder: details.account_holder,
    accountNo: details.account_no,
    ifscCode: ifsc.ifsc_code,
    bankName: ifsc.bank_name,
    branchName: details.branch_name || ifsc.branch_name,
    email: details.email || null,
    mobile: details.mobile || null,
  };
}

export function upiAccount(details: UpiDetails): NewBeneficiary {
  return {
    transferMode: 'upi',
    accountHolder: details.account_holder || details.vpa.split('@')[0],
    vpa: details.vpa.toLowerCase(),
    email: details.email || null,
    mobile: details.mobile || null,
  };
}

export const maskPhone = (normalised: string) => `${normalised.slice(0, -10)} ${'•'.repeat(6)}${normalised.slice(-4)}`;
const maskEmail = (email: string) => {
  const [name, domain] = email.split('@');
  return `${name.slice(0, 1)}${'•'.repeat(Math.max(1, name.length - 1))}@${domain}`;
};

/** Where the shopper's refund OTP goes: a verified mobile (the primary first), else a verified email. */
export async function otpDestination(
  database: Database,
  userId: string,
): Promise<{ channel: 'sms' | 'email'; destination: string; shown: string }> {
  const { phone, email } = await verifiedContact(database, userId);
  if (phone) return { channel: 'sms', destination: phone.normalised, shown: maskPhone(phone.normalised) };
  if (email) return { channel: 'email', destination: email.normalised, shown: maskEmail(email.normalised) };
  throw new ApiError(400, M.nowhereToSendOtp);
}
