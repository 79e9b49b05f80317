// File storage calls, mounted at /service/application/assets: upload start and
// complete (v2.0, a signed-in shopper's), and sign-urls (v1.0). Answers are per caller and never
// cached. The PUT between start and complete is upload-routes.ts, outside /service.
import { Hono } from 'hono';
import type { PlatformEnv } from '../http/env';
import { privateAnswers } from '../http/private-answers';
import { body, params } from '../http/validate';
import { requireShopper } from '../user';
import { ownOrigins, requestOrigin } from './origin';
import { completeBody, namespaceParams, signUrlsBody, startBody } from './schemas';
import { completeUpload, startUpload } from './service';
import { signUrls } from './sign-urls';
import type { UploadNamespace } from '../../contract/types/file-storage';

export const fileStorageRoutes = new Hono<PlatformEnv>();

fileStorageRoutes.use('*', privateAnswers);

fileStorageRoutes.post('/v2.0/namespaces/:namespace/upload/start', async (c) => {
  const { userId } = await requireShopper(c);
  const namespace = params(c, namespaceParams).namespace as UploadNamespace;
  const input = await body(c, startBody);
  return c.json(await startUpload(c.get('database'), { userId, namespace, input, origin: requestOrigin(c) }));
});

fileStorageRoutes.post('/v2.0/namespaces/:namespace/upload/complete', async (c) => {
  const { userId } = await requireShopper(c);
  const namespace = params(c, namespaceParams).namespace as UploadNamespace;
  const input = await body(c, completeBody);
  return c.json(await completeUpload(c.get('database'), { userId, namespace, input, origin: requestOrigin(c) }));
});

fileStorageRoutes.post('/v1.0/sign-urls', async (c) => {
  const input = await body(c, signUrlsBody);
  return c.json(signUrls(input, ownOrigins(c)));
});
