// /page/<slug>/frame: the document of a custom page's sandboxed frame (lib/content/custom-page.ts). Served
// from its own URL with its own Content-Security-Policy: the merchant's scripts run there as they
// are, sandboxed even when the URL is opened on its own, and the shop's policy stays strict.
import { customPageDocument, CUSTOM_PAGE_SANDBOX } from '@/lib/content/custom-page';
import { loadCustomPage } from '@/lib/content/data';
import { customPageFramePolicy } from '@/lib/security/content-security-policy';
import { editorOrigins } from '@/lib/theme/render/editor-origins';

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const page = await loadCustomPage((await params).slug);
  const headers = {
    'content-security-policy': customPageFramePolicy(editorOrigins(), CUSTOM_PAGE_SANDBOX),
    'cache-control': 'private, no-cache',
  };
  if (!page)
    return new Response('Page not found', {
      status: 404,
      headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
    });
  return new Response(customPageDocument(page), {
    headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
  });
}
