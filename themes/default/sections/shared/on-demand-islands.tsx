'use client';
// This theme's client islands, loaded when a page draws one (components/ui/on-demand.tsx): a section
// draws them through ./islands.ts, so they cost other pages no first-load JavaScript.
import { onDemand } from '@/components/ui/on-demand';

export const SlideControls = onDemand(() => import('./slide-controls').then((m) => m.SlideControls));
