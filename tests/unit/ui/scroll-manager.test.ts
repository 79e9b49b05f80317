// Route-change scroll: top on a new path, kept on query-only listing changes.
import { keepsScrollOnQueryChange, scrollDecision } from '@/components/navigation/scroll-manager';

const at = (pathname: string, search = '') => ({ pathname, search });

it('knows the listing paths whose query changes keep the position', () => {
  for (const p of [
    '/products/',
    '/products',
    '/brand/bata/',
    '/category/kurtas',
    '/collection/festive-edit/',
    '/brands/',
    '/brands/women',
    '/categories/',
    '/categories/men/',
    '/collections/',
  ])
    expect(keepsScrollOnQueryChange(p)).toBe(true);
  for (const p of ['/', '/product/x/', '/compare/', '/brand/', '/collections/x', '/sections/festive-lookbook'])
    expect(keepsScrollOnQueryChange(p)).toBe(false);
});

it('decides top, keep or nothing', () => {
  expect(scrollDecision(at('/products/'), at('/products/'), false, '')).toBe('none');
  expect(scrollDecision(at('/products/'), at('/product/x/'), false, '')).toBe('top');
  expect(scrollDecision(at('/products/'), at('/products/', 'page_no=2'), false, '')).toBe('keep');
  expect(scrollDecision(at('/compare/', 'id=a'), at('/compare/', 'id=b'), false, '')).toBe('top');
  expect(scrollDecision(at('/products/'), at('/product/x/'), true, '')).toBe('none');
  expect(scrollDecision(at('/products/'), at('/faq/'), false, '#returns')).toBe('none');
});
