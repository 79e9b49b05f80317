// POST /api/revalidate: a signed change from the platform's feed ({ tags: [...] }, lib/page-cache):
// the kept pages carrying any of the tags are dropped at once (lib/page-cache/apply-change.ts), so
// the next view renders afresh, and with REDIS_URL the shop's other processes are told too
// (lib/page-cache/change-relay.ts). For a platform that is not embedded; the embedded one's
// changes arrive through server/change-feed.ts.
import { BodyTooLargeError, readTextWithin } from '@/common/bounded-body';
import { changeSchema } from '@/lib/page-cache/tags';
import { receiveChange } from '@/lib/page-cache/apply-change';
import { SIGNATURE_HEADER, verifyChange } from '@/lib/page-cache/webhook-signature';

const BODY_LIMIT = 16 * 1024;
const refuse = (status: number, message: string) => Response.json({ success: false, message }, { status });

export async function POST(request: Request) {
  let body: string;
  try {
    body = await readTextWithin(request.body, request.headers, BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuse(413, error.message);
    throw error;
  }
  if (!verifyChange(request.headers.get(SIGNATURE_HEADER), body)) return refuse(401, 'Invalid or expired signature');
  let parsed;
  try {
    parsed = changeSchema.safeParse(JSON.parse(body));
  } catch {
    return refuse(400, 'Body must be JSON');
  }
  if (!parsed.success) return refuse(400, 'Body must be { "tags": [...] } with known tags');
  await receiveChange(parsed.data.tags);
  return Response.json({ success: true, revalidated: parsed.data.tags });
}
