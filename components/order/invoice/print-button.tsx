'use client';
// The invoice page's one bit of script: the browser's print dialog (the page's print styles leave
// only the invoice on paper).
import { buttonClass } from '@/components/ui/button-link';

export function PrintButton() {
  return (
    <button type="button" className={buttonClass('primary')} onClick={() => window.print()} data-testid="invoice-print">
      Print
    </button>
  );
}
