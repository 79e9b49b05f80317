// What a code theme is: a folder themes/<slug>/ with its sections (sections/index.ts, a
// SectionRegistry) and the header and footer every page draws (chrome.ts). The shop receives
// them through the registries in themes/, never by folder.
import type { ReactNode } from 'react';
import type { MenuItem } from '@/lib/content/data';
import type { SocialLink } from '@/lib/configuration/social-links';
import type { FilledProps } from '@/lib/theme/settings';

/** What the header and footer share: the shop's name and the theme's global values, filled. */
type Chrome = { shopName: string; globalConfig: FilledProps };

/** The same for every signed-in shopper (the greeting is drawn in the browser), so pages can be kept per visitor class. */
export type HeaderProps = Chrome & {
  menu: MenuItem[];
  signedIn: boolean;
  /** The texts of the announcements showing now on every page; none when absent. */
  announcements?: string[];
};

export type FooterProps = Chrome & {
  /** The application's description. */
  description: string;
  menu: MenuItem[];
  social: SocialLink[];
  support: { email?: string; phone?: string };
};

/** A theme's header and footer, apart from its sections: every page, theme page or not, loads them. */
export type ThemeChrome = {
  Header: (props: HeaderProps) => ReactNode | Promise<ReactNode>;
  Footer: (props: FooterProps) => ReactNode | Promise<ReactNode>;
};
