// The invoice calls as a client makes them: the shipment's invoice path, a presigned link fetched
// with no credentials, and the PDF's text.
import { ORDER } from '../checkout/helpers';
import { server } from '../harness';

export const invoicePath = (shipmentId: string) =>
  `${ORDER}/orders/shipments/${encodeURIComponent(shipmentId)}/invoice`;

/** A presigned URL (on the shop's origin) fetched from the platform under test, with no credentials at all. */
export async function fetchLink(presigned: string) {
  const url = new URL(presigned, 'http://shop.invalid');
  const response = await fetch(`${server().url}${url.pathname}${url.search}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    json: response.headers.get('content-type')?.includes('json') ? JSON.parse(bytes.toString('utf8')) : undefined,
  };
}

/** The PDF's text: the strings of its Tj operators (WinAnsi bytes), one a line. */
export function pdfText(bytes: Buffer): string {
  const file = bytes.toString('latin1');
  return [...file.matchAll(/\(((?:\\[\s\S]|[^\\)])*)\) Tj/g)]
    .map((m) =>
      m[1].replace(/\\([0-7]{1,3}|[\s\S])/g, (_, e: string) =>
        /^[0-7]+$/.test(e) ? String.fromCharCode(parseInt(e, 8)) : e,
      ),
    )
    .join('\n');
}
