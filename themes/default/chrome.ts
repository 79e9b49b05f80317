// The default theme's header and footer (themes/chrome-registry.ts lists them).
import type { ThemeChrome } from '@/lib/blocks/theme-contract';
import { Header } from './header';
import { Footer } from './footer';

export const chrome: ThemeChrome = { Header, Footer };
