// The engine's one door to the code themes: the sections of the theme the shop renders, received
// from themes/registry.ts. Nothing else in lib/ or components/ imports themes/ (eslint.config.mjs).
import 'server-only';
import { shopSections } from '@/themes/registry';
import type { SectionRegistry } from './section-contract';

export const codeSections: SectionRegistry = shopSections;
