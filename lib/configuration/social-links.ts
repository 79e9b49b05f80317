// The footer's social links from the application's contact details: only complete ones (icon,
// link and title), and only links a browser opens as a page (http(s),
// mailto, tel or a path): a `javascript:` or `data:` link saved by mistake or by a compromised
// account is dropped, not left to React's and the Content-Security-Policy's blocking.
import type { ApplicationInformation } from '@/contract/types/configuration';
import { isSafeHref } from '@/lib/theme/link-rules';

export type SocialLink = { title: string; link: string; icon: string };

export function socialLinksOf(info: Pick<ApplicationInformation, 'social_links'> | undefined): SocialLink[] {
  return Object.values(info?.social_links ?? {}).flatMap((l) =>
    l?.icon && l.link && l.title && isSafeHref(l.link) ? [{ title: l.title, link: l.link, icon: l.icon }] : [],
  );
}
