// The footer's social links: complete ones only, and never one a browser would run as script.
import { socialLinksOf } from '@/lib/configuration/social-links';

const link = (url: string, title = 'Instagram') => ({ title, link: url, icon: 'https://cdn.test/instagram.svg' });

it('keeps complete web, mail and phone links and drops script, data and incomplete ones', () => {
  const social_links = {
    instagram: link('https://instagram.com/shop'),
    mail: link('mailto:hello@shop.test', 'Mail'),
    script: link('javascript:alert(1)', 'Facebook'),
    hidden: link(' \tJaVaScRiPt:alert(1)', 'X'),
    data: link('data:text/html,<script>alert(1)</script>', 'Pinterest'),
    untitled: link('https://youtube.com/shop', ''),
  };
  expect(socialLinksOf({ social_links } as never).map((l) => l.title)).toEqual(['Instagram', 'Mail']);
  expect(socialLinksOf(undefined)).toEqual([]);
});
