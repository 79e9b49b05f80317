// A stand-in for the merchant's theme editor: a page on its own origin that frames the shop,
// records what the shop posts to it and posts editor messages into the frame. Served on
// 127.0.0.1 (the origin playwright.config.ts allows in EDITOR_ORIGINS) and, from the same port, on
// localhost, an origin that is not allowed.
import http from 'node:http';

export const shopPort = Number(process.env.E2E_PORT ?? 3100);
export const editorPort = Number(process.env.E2E_EDITOR_PORT ?? shopPort + 1);
export const SHOP_ORIGIN = `http://127.0.0.1:${shopPort}`;
export const ALLOWED_EDITOR = `http://127.0.0.1:${editorPort}`;
export const OTHER_EDITOR = `http://localhost:${editorPort}`;

function editorPage(shopPath: string): string {
  const src = new URL(shopPath, SHOP_ORIGIN).href;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Theme editor</title></head>
<body style="margin:0">
<iframe id="shop" title="Shop" src="${src.replace(/"/g, '&quot;')}" style="width:1280px;height:900px;border:0"></iframe>
<script>
  const shop = document.getElementById('shop');
  window.received = [];
  addEventListener('message', (event) => {
    if (event.source === shop.contentWindow && event.origin === ${JSON.stringify(SHOP_ORIGIN)}) window.received.push(event.data);
  });
  window.send = (message) => shop.contentWindow.postMessage(message, ${JSON.stringify(SHOP_ORIGIN)});
</script>
</body></html>`;
}

/** Serves /editor?path=<shop path> until closed. */
export function startEditorServer(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', ALLOWED_EDITOR);
    if (url.pathname !== '/editor') {
      res.writeHead(404).end();
      return;
    }
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(editorPage(url.searchParams.get('path') ?? '/'));
  });
  // No host: both 127.0.0.1 and localhost (which Chromium may resolve to ::1) reach it.
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(editorPort, () => resolve(server));
  });
}
