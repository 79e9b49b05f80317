import { safeHtml } from '@/lib/shared/html';

describe('rich text from the platform', () => {
  test('keeps paragraphs, lists and emphasis', () => {
    const html = '<p>Soft <strong>linen</strong></p><ul><li>Material: Linen</li></ul>';
    expect(safeHtml(html)).toBe(html);
  });
  test.each([
    ['<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<p onclick="steal()">x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
  ])('drops what could run or restyle the page: %s', (input, output) => {
    expect(safeHtml(input)).toBe(output);
  });
  test('links keep their target but gain rel', () => {
    expect(safeHtml('<a href="https://example.com/size-guide">guide</a>')).toBe(
      '<a href="https://example.com/size-guide" rel="noopener noreferrer">guide</a>',
    );
  });
});
