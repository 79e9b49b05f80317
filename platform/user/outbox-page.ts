// The development outbox as a page: the latest emails and SMS, links made clickable.
import type { OutboxMessage } from './outbox';

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const linkify = (text: string) => escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The outbox page for these messages, newest first. */
export function outboxPage(items: OutboxMessage[]): string {
  const rows = items
    .map(
      (m) =>
        `<article><header><strong>${escape(m.channel.toUpperCase())}</strong> to <code>${escape(m.to)}</code> · <time>${m.createdAt.toISOString()}</time>${
          m.error ? ` · <em>SMTP failed: ${escape(m.error)}</em>` : m.sentAt ? ' · sent by SMTP' : ''
        }</header>${m.subject ? `<h2>${escape(m.subject)}</h2>` : ''}<pre>${linkify(m.body)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Outbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#222}article{border:1px solid #ddd;border-radius:8px;padding:.75rem 1rem;margin:1rem 0}h2{font-size:1rem;margin:.5rem 0}pre{white-space:pre-wrap;margin:0}header{color:#555;font-size:.85rem}</style></head>
<body><h1>Outbox</h1><p>The latest ${items.length} messages, newest first. Development only.</p>${rows || '<p>No messages yet.</p>'}</body></html>`;
}
