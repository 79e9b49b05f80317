// A comment must state its rule itself. The specification documents, issue numbers and work
// sessions live outside this repository, so a comment that only cites them tells a reader nothing.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');
const FOLDERS = [
  'app',
  'components',
  'lib',
  'platform',
  'contract',
  'common',
  'server',
  'scripts',
  'themes',
  'tests',
  'bench',
];
const ROOT_FILES = [
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'playwright.config.ts',
  'jest.config.js',
  'eslint.config.mjs',
];
const EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.css', '.sh']);
const SKIP = new Set(['node_modules', '.next', 'coverage', 'test-results', 'playwright-report']);

// The two documents are numbered 000 and 001; written-out forms and bare mentions both count.
const DOC = '00[01]';
const CITATION = new RegExp(
  [
    `\\b${DOC}'?s? ?(section|sections|§)`,
    `\\(${DOC}\\)`,
    `\\(${DOC}[:;,]`,
    `\\b${DOC}'s\\b`,
    `\\b(document|documents|spec|per|see) ${DOC}\\b`,
    `\\b${DOC}/${DOC}\\b`,
    `\\b${DOC} (names|has|keeps|lists|says|asks|gives)\\b`,
    '\\bissues? [0-9]+',
    '\\bsession [0-9]+',
  ].join('|'),
  'i',
);
const COMMENT_START = ['//', '*', '/*', '{/*', '#'];
const TEST_TITLE = /^(it|test|describe)(\.\w+)?\(/;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourceFiles(full);
    return EXTENSIONS.has(path.extname(entry.name)) ? [full] : [];
  });
}

function offendingLines(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line, i) => ({ line: line.trim(), at: `${path.relative(ROOT, file)}:${i + 1}` }))
    .filter(({ line }) => COMMENT_START.some((start) => line.startsWith(start)) || TEST_TITLE.test(line))
    .filter(({ line }) => CITATION.test(line))
    .map(({ line, at }) => `${at}: ${line}`);
}

describe('comments and test titles cite no outside document', () => {
  const files = [
    ...FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))),
    ...ROOT_FILES.map((name) => path.join(ROOT, name)).filter((file) => fs.existsSync(file)),
  ];

  it('walks the source folders', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('finds no section, document, issue or session citation', () => {
    expect(files.flatMap(offendingLines)).toEqual([]);
  });

  it('recognises the forms it guards against', () => {
    const cited = [
      '// /payment/link/:id (000 section 2.1): whoever holds a payment link pays',
      '// 001 section 7: refunds go to the account',
      '/** The defaults of 001 §9. */',
      "* as in 001's defaults",
      '// Orders (issue 13): a shipment page',
      '// the API of document 001',
      '// 000/001 name no numbers',
      '// per 000, shown only when set',
      '// added in session 4',
    ];
    const plain = ['// 10,000 product pages each', "// '#000' is black", '// at most ₹1,000', '// 1,001 items'];
    expect(cited.filter((line) => !CITATION.test(line))).toEqual([]);
    expect(plain.filter((line) => CITATION.test(line))).toEqual([]);
  });
});
