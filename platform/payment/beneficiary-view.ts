// A refund beneficiary as the SDK's OrderBeneficiaryDetails shows it, masked: a bank account's
// number only by its last 4 digits. is_active (and is_default) mark the account an order's
// refunds go to.
import crypto from 'node:crypto';
import type { RefundBeneficiary } from '../../contract/types/payment';
import type { BeneficiaryRow } from './beneficiary-store';

/** XXXXXX1234: the last 4 digits, the rest hidden. */
export function maskAccountNo(accountNo: string | null | undefined): string {
  const digits = accountNo ?? '';
  if (digits.length <= 4) return 'X'.repeat(digits.length);
  return `${'X'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** The SDK's numeric id: stable for a beneficiary, derived from its id. */
const numericId = (id: string) => crypto.createHash('sha256').update(id).digest().readUInt32BE(0) & 0x7fffffff;

export function beneficiaryView(row: BeneficiaryRow, isDefault: boolean): RefundBeneficiary {
  const bank = row.transferMode === 'bank';
  const last4 = (row.accountNo ?? '').slice(-4);
  const title = bank ? (row.bankName ?? 'Bank account') : 'UPI';
  const subtitle = bank ? maskAccountNo(row.accountNo) : (row.vpa ?? '');
  const created = row.createdAt.toISOString();
  return {
    id: numericId(row.id),
    beneficiary_id: row.id,
    transfer_mode: row.transferMode,
    title,
    subtitle,
    display_name: bank ? `${title} ····${last4}` : (row.vpa ?? ''),
    account_holder: row.accountHolder,
    account_no: bank ? maskAccountNo(row.accountNo) : '',
    ifsc_code: row.ifscCode ?? '',
    bank_name: row.bankName ?? '',
    branch_name: row.branchName ?? '',
    vpa: row.vpa ?? '',
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    address: '',
    comment: '',
    created_on: created,
    modified_on: created,
    is_active: isDefault,
    is_default: isDefault,
    is_verified: (row.details as { verified?: unknown }).verified === true,
  };
}
