// JSON inside a <script> element: nothing in it can end the element or change how it is read.
import { scriptJson } from '@/lib/shared/script-json';

const hostile = [
  '</script>',
  '</script >',
  '</SCRIPT>',
  '</script/>',
  '</script\n>',
  '<!--',
  '<script>',
  '-->',
  ']]>',
  'a & b',
  '\u2028\u2029',
];

describe('scriptJson', () => {
  it('leaves no <, > or & and no raw U+2028/U+2029 in the text', () => {
    for (const text of hostile) {
      const out = scriptJson({ text, list: [text], nested: { [text]: text } });
      expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    }
  });

  it('reads back as the same value, with JSON.parse and as JavaScript', () => {
    const value = { name: hostile.join(' '), n: 3, ok: true, list: ['x', { y: '<b>' }] };
    expect(JSON.parse(scriptJson(value))).toEqual(value);
    expect(new Function(`return ${scriptJson(value)};`)()).toEqual(value);
  });

  it('writes null for nothing', () => {
    expect(scriptJson(undefined)).toBe('null');
  });
});
