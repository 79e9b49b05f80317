// File names as a shopper's device sends them, made safe to echo and store: no folders, no
// control or punctuation characters beyond '.', '_', '-' and spaces, at most FILE_NAME_MAX
// characters, and the extension of the type the file really is.
import { FILE_NAME_MAX } from './constants';

export function cleanFileName(name: string, extension: string): string {
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  const clean = stem
    .replace(/[^\p{L}\p{M}\p{N}._ -]+/gu, '-')
    .replace(/\s+/g, ' ')
    .replace(/-{2,}/g, '-')
    .replace(/^[.\s_-]+|[.\s_-]+$/g, '');
  const kept = Array.from(clean)
    .slice(0, FILE_NAME_MAX)
    .join('')
    .replace(/[.\s_-]+$/, '');
  return `${kept || 'image'}.${extension}`;
}
