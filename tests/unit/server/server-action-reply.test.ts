// Which server action bodies Next can decode (server/server-action-reply.ts): every other
// one used to be a 500 and is now refused with a 400 by the page guard.
import { describe, expect, it } from '@jest/globals';
import { formReplyDecodes, textReplyDecodes } from '@/server/server-action-reply';

const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const TAGS_REFUSED = [
  '$Q3',
  '$W3',
  '$B3',
  '$F3',
  '$h3',
  '$A3',
  '$S3',
  '$i3',
  '$T',
  '$n-',
  '$R3',
  '$o3',
  '$',
  '$Z',
  '$@3',
  '$3',
];

describe('text bodies', () => {
  it.each([
    '[]',
    '[1,"a",{"b":null}]',
    '["$$x","$I","$-0","$-Infinity","$NaN","$undefined","$D2020-01-01","$n12","$n-12","$n","$K1"]',
    '["$@0"]',
  ])('decode: %s', (body) => {
    expect(textReplyDecodes(body)).toBe(true);
  });

  it.each(
    TAGS_REFUSED.map((tag) => JSON.stringify([tag])).concat([
      'null',
      '{}',
      '{',
      `[${'['.repeat(5000)}${']'.repeat(5000)}]`,
      `["$n${'1'.repeat(301)}"]`,
    ]),
  )('refused: %s', (body) => {
    expect(textReplyDecodes(body)).toBe(false);
  });
});

describe('multipart bodies', () => {
  it.each(TAGS_REFUSED)('a call whose field 0 is ["%s"] with no field 3 is refused', (tag) => {
    expect(formReplyDecodes(form({ 0: JSON.stringify([tag]) }), true)).toBe(false);
  });

  it('a call with form data, a file and rows that are there decodes', () => {
    const file = new Blob(['x'], { type: 'image/png' });
    expect(
      formReplyDecodes(form({ 0: '["$K1","$B2","$@3",{"a":"$3"}]', '1_name': 'x', 2: file, 3: '[1]' }), true),
    ).toBe(true);
    expect(formReplyDecodes(form({ 0: '["$B2"]', 2: 'not a file' }), true)).toBe(false);
    expect(formReplyDecodes(form({ 1: '[]' }), true)).toBe(false);
    expect(formReplyDecodes(form({ 0: '["$@1"]', 1: '["$@0"]' }), true)).toBe(true);
  });

  it('a form posted without JavaScript: its bound action rows must be there and be a list', () => {
    const id = 'a'.repeat(42);
    expect(
      formReplyDecodes(
        form({
          $ACTION_REF_1: '',
          '$ACTION_1:0': JSON.stringify({ id, bound: '$@1' }),
          '$ACTION_1:1': '["x"]',
          name: 'x',
        }),
        false,
      ),
    ).toBe(true);
    expect(
      formReplyDecodes(form({ $ACTION_REF_1: '', '$ACTION_1:0': JSON.stringify({ id, bound: null }) }), false),
    ).toBe(true);
    expect(
      formReplyDecodes(form({ $ACTION_REF_1: '', '$ACTION_1:0': JSON.stringify({ id, bound: '$@1' }) }), false),
    ).toBe(false);
    expect(
      formReplyDecodes(
        form({ $ACTION_REF_1: '', '$ACTION_1:0': JSON.stringify({ id, bound: '$@1' }), '$ACTION_1:1': '{}' }),
        false,
      ),
    ).toBe(false);
    expect(formReplyDecodes(form({ $ACTION_REF_1: '', '$ACTION_1:0': JSON.stringify({ bound: null }) }), false)).toBe(
      false,
    );
    expect(formReplyDecodes(form({ $ACTION_REF_1: '', '$ACTION_1:0': '{' }), false)).toBe(false);
    expect(formReplyDecodes(form({ $ACTION_REF_1: '' }), false)).toBe(false);
    expect(formReplyDecodes(form({ [`$ACTION_ID_${id}`]: '', constructor: 'x', toString: 'y' }), false)).toBe(true);
  });
});
