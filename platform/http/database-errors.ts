// PostgreSQL's answers to text it cannot store (both drivers carry the SQLSTATE in `code`;
// Drizzle wraps the driver's error in `cause`).
const BAD_TEXT = new Set([
  '22021', // character_not_in_repertoire: NUL or bytes that are not UTF-8
  '22P05', // untranslatable_character
]);

export function isBadTextError(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && BAD_TEXT.has(code)) return true;
  }
  return false;
}
