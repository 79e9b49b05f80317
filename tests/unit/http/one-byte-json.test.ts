// oneByteJson: the same JSON value, in a string V8 keeps at one byte per character. V8's own
// serializer tells the two kinds apart ('"' is its tag for a one-byte string, 'c' for two-byte).
import v8 from 'node:v8';
import { oneByteJson } from '../../../platform/http/one-byte-json';

const oneByte = (text: string) => v8.serialize(text)[2] === 0x22;

test('characters above U+00FF are escaped, and the text parses to the same value', () => {
  const value = {
    price: '₹1,299',
    dash: 'a – b',
    quote: '“quoted”',
    emoji: 'ok 😀',
    latin: 'café',
    plain: ['x', 1, null],
  };
  const text = JSON.stringify(value);
  expect(oneByte(text)).toBe(false);
  const narrow = oneByteJson(text);
  expect(oneByte(narrow)).toBe(true);
  expect(JSON.parse(narrow)).toEqual(value);
  expect(narrow).toContain('\\u20b9');
  expect(narrow).toContain('\\ud83d\\ude00');
  // Latin-1 fits one byte as it is: left alone.
  expect(narrow).toContain('café');
});

test('text without wide characters comes back as it was', () => {
  const text = JSON.stringify({ name: 'Kolhapuri sandals', tags: ['é', 'ü'] });
  expect(oneByteJson(text)).toBe(text);
});
