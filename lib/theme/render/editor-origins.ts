// The merchant editor origins allowed to drive the shop (EDITOR_ORIGINS), read on the server at
// request time so a deployment changes them without a rebuild. Not secret: the bridge needs them
// in the browser to check each message's origin.
import 'server-only';
import { EDITOR_ORIGINS_ENV } from '@/lib/shared/constants';
import { parseAllowedOrigins } from '../editor-protocol';

let cached: { raw: string | undefined; origins: string[] } | undefined;

export function editorOrigins(): string[] {
  const raw = process.env[EDITOR_ORIGINS_ENV];
  if (cached && cached.raw === raw) return cached.origins;
  const origins = parseAllowedOrigins(raw);
  cached = { raw, origins };
  return origins;
}
