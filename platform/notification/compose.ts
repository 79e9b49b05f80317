// An order event's messages from its facts: an email as plain text and as HTML (every shop,
// shopper and product value escaped), and a short SMS. Amounts are the order's stored integer
// paise, written as the shop writes them; the summary's rows add up to its total.
import { formatPaise, type OrderTotals } from '../order';
import type { MessageFacts, MessageLine } from './facts';
import { EVENT_WORDS, MESSAGE_WORDS as W } from './messages';

export type ComposedMessages = {
  email: { subject: string; body: string; html: string };
  sms: { subject: string; body: string };
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The summary's rows: the order page's breakup, zero rows left out but the first and the total. */
export function summaryRows(t: OrderTotals): [label: string, paise: number][] {
  const rows: [string, number][] = [
    [W.totals.mrpTotal, t.mrpTotal],
    [W.totals.discount, -t.discount],
    [W.totals.coupon, -t.coupon],
    [W.totals.points, -t.points],
    [W.totals.deliveryCharge, t.deliveryCharge],
    [W.totals.codCharge, t.codCharge],
  ];
  return [...rows.filter(([, v], i) => v !== 0 || i === 0), [W.totals.total, t.total]];
}

const priceOf = (line: MessageLine) => (line.amountPaise === 0 ? W.freeGift : formatPaise(line.amountPaise));

function text(f: MessageFacts, lead: string): string {
  const lines = f.lines.map((l) => `- ${l.name} (${W.size(l.size)}, ${W.quantity(l.quantity)}): ${priceOf(l)}`);
  const rows = summaryRows(f.totals).map(([label, paise]) => `${label}: ${formatPaise(paise)}`);
  return [
    lead,
    `${W.orderId}: ${f.event.orderId}`,
    ...(f.promise ? [W.promise(f.promise.min, f.promise.max)] : []),
    '',
    `${f.event.shipmentId ? W.inShipment : W.items}:`,
    ...lines,
    '',
    `${W.summary}:`,
    ...rows,
    '',
    ...(f.links.order ? [`${W.viewOrder}: ${f.links.order}`] : []),
    `${W.track}: ${f.links.tracking}`,
    '',
    W.footer(f.shop),
  ].join('\n');
}

function html(f: MessageFacts, subject: string, lead: string): string {
  const e = escapeHtml;
  const cell = 'padding:6px 0;border-bottom:1px solid #eee';
  const lines = f.lines
    .map(
      (l) =>
        `<tr><td style="${cell}">${e(l.name)}<br><small>${e(W.size(l.size))} · ${e(W.quantity(l.quantity))}</small></td><td style="${cell};text-align:right">${e(priceOf(l))}</td></tr>`,
    )
    .join('');
  const rows = summaryRows(f.totals)
    .map(([label, paise], i, all) => {
      const weight = i === all.length - 1 ? 'font-weight:bold;' : '';
      return `<tr><td style="${weight}padding:2px 0">${e(label)}</td><td style="${weight}padding:2px 0;text-align:right">${e(formatPaise(paise))}</td></tr>`;
    })
    .join('');
  const link = (href: string, label: string) =>
    `<a href="${e(href)}" style="display:inline-block;margin:4px 8px 4px 0;padding:8px 14px;background:#222;color:#fff;text-decoration:none;border-radius:4px">${e(label)}</a>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:16px;background:#f6f6f6;font:15px/1.5 Arial,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:20px;border-radius:6px">
<h1 style="font-size:20px;margin:0 0 12px">${e(f.shop)}</h1>
<p>${e(lead)}</p>
<p><strong>${e(W.orderId)}:</strong> ${e(f.event.orderId)}${f.promise ? `<br>${e(W.promise(f.promise.min, f.promise.max))}` : ''}</p>
<h2 style="font-size:16px">${e(f.event.shipmentId ? W.inShipment : W.items)}</h2>
<table role="presentation" style="width:100%;border-collapse:collapse">${lines}</table>
<h2 style="font-size:16px">${e(W.summary)}</h2>
<table role="presentation" style="width:100%;border-collapse:collapse">${rows}</table>
<p>${f.links.order ? link(f.links.order, W.viewOrder) : ''}${link(f.links.tracking, W.track)}</p>
<p style="color:#777;font-size:12px">${e(W.footer(f.shop))}</p>
</div></body></html>`;
}

export function composeMessages(f: MessageFacts): ComposedMessages {
  const words = EVENT_WORDS[f.event.event];
  const amount = f.refundPaise !== undefined ? formatPaise(f.refundPaise) : undefined;
  const subject = words.subject(f.event.orderId);
  const lead = words.lead({ shipmentId: f.event.shipmentId, amount });
  return {
    email: { subject, body: text(f, lead), html: html(f, subject, lead) },
    sms: {
      subject: '',
      body: words.sms({ orderId: f.event.orderId, shop: f.shop, link: f.links.tracking, amount }),
    },
  };
}
