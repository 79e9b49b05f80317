// The sandbox's hosted pages: plain HTML forms (no script), shown in test mode with the test data
// beside the fields, as a provider's test checkout does. Every value written into the page is
// escaped; the page refuses to be framed.
import { SANDBOX_CARDS, SANDBOX_FAILING_VPA, SANDBOX_OTP } from './constants';
import type { SandboxCharge } from './service';
import type { CardProblems } from './card-entry';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;
const group = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

export const SANDBOX_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
} as const;

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f5f7;color:#1b1f24}
main{max-width:28rem;margin:0 auto;padding:1rem}
.mode{background:#fff3cd;color:#664d03;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem;margin:0 0 1rem}
.card{background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.25rem}
h1{font-size:1.25rem;margin:0 0 .25rem}.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}
label{display:block;font-weight:600;font-size:.875rem;margin:.75rem 0 .25rem}
input[type=text],input[type=tel],input[type=password]{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #8a939e;border-radius:.5rem}
.row{display:flex;gap:.75rem}.row>div{flex:1;min-width:0}
.field-error{color:#8a1c17;font-size:.875rem;margin:.25rem 0 0}[aria-invalid=true]{border-color:#b42318!important}
.check{display:flex;gap:.5rem;align-items:center;font-weight:400;margin-top:1rem}
button{font:inherit;font-weight:600;width:100%;padding:.75rem;border-radius:.5rem;border:0;margin-top:1rem;cursor:pointer}
.pay{background:#1f5fbf;color:#fff}.cancel{background:transparent;color:#1f5fbf;border:1px solid #1f5fbf}
.error{background:#fde2e1;color:#8a1c17;border-radius:.5rem;padding:.5rem .75rem;margin:0 0 .75rem}
.hints{font-size:.8125rem;color:#4a5360;margin-top:1rem}.hints code{background:#eef0f3;padding:0 .25rem;border-radius:.25rem}
`;

function page(title: string, charge: SandboxCharge, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)} · Sandbox payments</title><style>${STYLE}</style></head><body><main>
<p class="mode" role="note">Sandbox payments · test mode: no real money moves.</p>
<div class="card"><h1>${escape(title)}</h1><p class="amount" data-testid="sandbox-amount">${rupees(charge.amountPaise)}</p>${charge.description ? `<p data-testid="sandbox-description">${escape(charge.description)}</p>` : ''}${body}</div></main></body></html>`;
}

const errorLine = (error?: string) => (error ? `<p class="error" role="alert">${escape(error)}</p>` : '');
const action = (charge: SandboxCharge, suffix = '') => `/sandbox/pay/${encodeURIComponent(charge.id)}${suffix}`;
const cancelButton = `<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel payment</button>`;

/** What the shopper typed, written back after a refusal (never the CVV). */
export type CardTyped = { number?: string; expMonth?: string; expYear?: string; name?: string };

/**
 * A field's input attributes and message for a refused form: the value kept, the problem beside it.
 * Fields that share one message (month and year) name the same `errorOf`.
 */
function field(
  id: string,
  typed: string | undefined,
  problem: string | undefined,
  errorOf = id,
): { attrs: string; message: string } {
  const value = typed ? ` value="${escape(typed)}"` : '';
  return problem
    ? {
        attrs: `${value} aria-invalid="true" aria-describedby="${errorOf}-error"`,
        message: `<p class="field-error" id="${errorOf}-error">${escape(problem)}</p>`,
      }
    : { attrs: value, message: '' };
}

export function cardPage(
  charge: SandboxCharge,
  savedLast4?: string,
  error?: string,
  typed: CardTyped = {},
  problems: CardProblems = {},
): string {
  const number = field('number', typed.number, problems.number);
  const month = field('exp_month', typed.expMonth, problems.expiry);
  const year = field('exp_year', typed.expYear, problems.expiry, 'exp_month');
  const cvv = field('cvv', undefined, problems.cvv);
  const name = field('name', typed.name, problems.name);
  const fields = savedLast4
    ? `<p>Saved card ending <strong>${escape(savedLast4)}</strong></p><label for="cvv">Security code (CVV)</label><input id="cvv" name="cvv" type="password" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required>`
    : `<label for="number">Card number</label><input id="number" name="number" type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" required${number.attrs}>${number.message}
<div class="row"><div><label for="exp_month">Month</label><input id="exp_month" name="exp_month" type="text" inputmode="numeric" placeholder="MM" maxlength="2" autocomplete="cc-exp-month" aria-label="Expiry month" required${month.attrs}></div><div><label for="exp_year">Year</label><input id="exp_year" name="exp_year" type="text" inputmode="numeric" placeholder="YY" maxlength="4" autocomplete="cc-exp-year" aria-label="Expiry year" required${year.attrs}></div><div><label for="cvv">CVV</label><input id="cvv" name="cvv" type="password" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required${cvv.attrs}></div></div>${month.message}${cvv.message}
<label for="name">Name on card</label><input id="name" name="name" type="text" autocomplete="cc-name" maxlength="60" required${name.attrs}>${name.message}
${charge.saveCard ? '<label class="check"><input type="checkbox" name="save_card" value="true"> Save this card for faster checkout</label>' : ''}`;
  const hints = savedLast4
    ? ''
    : `<p class="hints">Test cards: <code>${group(SANDBOX_CARDS.approve)}</code> approves, <code>${group(SANDBOX_CARDS.decline)}</code> is declined, <code>${group(SANDBOX_CARDS.challenge)}</code> asks for a one-time password (<code>${SANDBOX_OTP}</code>). Any future expiry and any CVV.</p>`;
  return page(
    'Pay by card',
    charge,
    `<form method="post" action="${action(charge)}">${errorLine(error)}${fields}<button class="pay" type="submit" name="action" value="pay">Pay ${rupees(charge.amountPaise)}</button>${cancelButton}</form>${hints}`,
  );
}

export function challengePage(charge: SandboxCharge, error?: string): string {
  return page(
    'Verify it is you',
    charge,
    `<form method="post" action="${action(charge, '/challenge')}">${errorLine(error)}<p>Your bank sent a one-time password for the card ending <strong>${escape(charge.cardLast4 ?? '')}</strong>.</p><label for="otp">One-time password</label><input id="otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required><button class="pay" type="submit" name="action" value="verify">Verify and pay</button>${cancelButton}</form><p class="hints">Test password: <code>${SANDBOX_OTP}</code>.</p>`,
  );
}

export function approvalPage(charge: SandboxCharge, title: string, detail: string): string {
  return page(
    title,
    charge,
    `<form method="post" action="${action(charge)}"><p>${escape(detail)}</p><button class="pay" type="submit" name="action" value="approve">Approve payment</button><button class="cancel" type="submit" name="action" value="decline">Decline</button></form>`,
  );
}

export function upiAppPage(charge: SandboxCharge): string {
  return page(
    'UPI collect request',
    charge,
    `<form method="post" action="${action(charge)}"><p>A request to <strong>${escape(charge.identifier ?? '')}</strong>. Approve it as the customer's UPI app would.</p><button class="pay" type="submit" name="action" value="approve">Approve</button><button class="cancel" type="submit" name="action" value="decline">Decline</button></form><p class="hints">Left alone, the request is approved after a few seconds; <code>${SANDBOX_FAILING_VPA}</code> is declined.</p>`,
  );
}

export function closedPage(charge: SandboxCharge, back: string, message: string): string {
  return page(message, charge, `<p><a href="${escape(back)}">Back to the shop</a></p>`);
}
