// The orders list's date range: MM-DD-YYYY, from N days back to one day ahead.
export const mmddyyyy = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}-${d.getUTCFullYear()}`;

export function dateRange(days: number, now = Date.now()): { fromDate: string; toDate: string } {
  return { fromDate: mmddyyyy(new Date(now - days * 86_400_000)), toDate: mmddyyyy(new Date(now + 86_400_000)) };
}
