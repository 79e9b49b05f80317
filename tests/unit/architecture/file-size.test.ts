// No source file grows past 400 lines: past that a module does several things, and a reader
// should find each by its file name. Counted on the formatted tree (npm run format).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const MAX_LINES = 400;
const root = path.resolve(__dirname, '../../..');
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css)$/;
const GENERATED = /^platform\/db\/migrations\//;

describe('source files', () => {
  it(`are at most ${MAX_LINES} lines each`, () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
    const files = tracked.filter(
      (file) => SOURCE.test(file) && !GENERATED.test(file) && fs.existsSync(path.join(root, file)),
    );
    expect(files.length).toBeGreaterThan(500);
    const long = files
      .map((file) => ({ file, lines: fs.readFileSync(path.join(root, file), 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines}`);
    expect(long).toEqual([]);
  });
});
