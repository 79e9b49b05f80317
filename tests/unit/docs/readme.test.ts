// The README is read in five minutes: what the shop is, how to start and test it, what works and
// where each thing is explained. Long material belongs in docs/.
import fs from 'node:fs';
import path from 'node:path';

const README = fs.readFileSync(path.join(__dirname, '../../../README.md'), 'utf8');
const MAX_LINES = 250;

it(`README.md is at most ${MAX_LINES} lines`, () => {
  expect(README.trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_LINES);
});

it('README.md gives the two commands', () => {
  expect(README).toContain('npm ci && npm start');
  expect(README).toContain('npm ci && npm test');
});
