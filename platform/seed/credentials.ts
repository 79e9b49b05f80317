// Keeps the stored application in step with APPLICATION_ID / APPLICATION_TOKEN (and SHOP_HOST when
// set), which may change between runs. Only these columns move; the rest of the shop's
// configuration is the merchant's.
import type { Database } from '../db/client';
import { loadSecrets } from '../secrets';
import { shopDomain } from './shop-config';

export async function applyCredentials(database: Database): Promise<void> {
  const { applicationId, applicationToken } = loadSecrets();
  const [row] = await database.query<{ id: string; token: string; domain: string }>(
    'SELECT id, token, domain FROM applications WHERE id = $1 UNION ALL (SELECT id, token, domain FROM applications ORDER BY created_at LIMIT 1) LIMIT 1',
    [applicationId],
  );
  if (!row) return;
  const domain = process.env.SHOP_HOST ? shopDomain() : row.domain;
  if (row.id === applicationId && row.token === applicationToken && row.domain === domain) return;
  // A new APPLICATION_ID re-keys the shop rather than leaving a second, empty application.
  await database.query(
    `UPDATE applications SET id = $1, token = $2, domain = $3,
       config = jsonb_set(config, '{app,domains}', jsonb_build_array(jsonb_build_object('name', $3::text, 'is_primary', true, 'is_shortlink', false, 'verified', true)), true)
     WHERE id = $4`,
    [applicationId, applicationToken, domain, row.id],
  );
}
