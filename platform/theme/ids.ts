// Object ids in the platform's format (24 hexadecimal characters), derived from stable names so a
// re-seed keeps every theme, page and content id (a themeId preview cookie stays valid).
import crypto from 'node:crypto';

export const OBJECT_ID = /^[0-9a-f]{24}$/;

export function objectId(...parts: string[]): string {
  return crypto.createHash('sha1').update(parts.join('|')).digest('hex').slice(0, 24);
}
