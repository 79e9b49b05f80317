import path from 'node:path';

/** Where the embedded database, secrets and generated files live (DATA_DIR, default .data). */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? path.join(process.cwd(), '.data'));
}
