// What the editor bridge and the theme page share in the browser: the theme page that is mounted
// (so the bridge knows which page and route to preview) and the previewed sections to show in
// place of the saved ones. A plain module store rather than a React context: the theme page must
// not pay for a provider, and the bridge is loaded later, only inside an editor's frame.
import type { ReactNode } from 'react';

/** The theme page on screen, as the server rendered it. */
export type MountedThemePage = {
  /** page, path and query together: previewed sections are shown only where they were rendered for. */
  key: string;
  page: string;
  path: string;
  /** The query string the server saw, without '?'. */
  search: string;
  params: Readonly<Record<string, string>>;
};

/** Previewed sections for one theme page, by index in the page's list. */
export type PreviewedSections = { key: string; nodes: ReadonlyMap<number, ReactNode> };

type Listener = () => void;

let mounted: MountedThemePage | null = null;
let previewed: PreviewedSections | null = null;
const listeners = new Set<Listener>();

const notify = () => listeners.forEach((listener) => listener());

export function subscribeEditorView(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getMountedThemePage = () => mounted;
export const getPreviewedSections = () => previewed;

export function setMountedThemePage(page: MountedThemePage | null) {
  mounted = page;
  notify();
}

/** Unmounting only clears the page it mounted: the next page may have mounted first. */
export function clearMountedThemePage(key: string) {
  if (mounted?.key !== key) return;
  mounted = null;
  notify();
}

export function setPreviewedSections(sections: PreviewedSections | null) {
  previewed = sections;
  notify();
}

export function themePageKey(page: string, path: string, search: string): string {
  return `${page} ${path}?${search}`;
}
