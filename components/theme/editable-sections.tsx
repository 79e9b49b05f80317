'use client';
// A theme page's sections as the server rendered them, or, while the merchant's editor previews
// this page, the sections it sent (components/theme/editor-bridge.tsx). Renders no element of its
// own, so the page's layout is the same with and without it.
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  clearMountedThemePage,
  getPreviewedSections,
  setMountedThemePage,
  subscribeEditorView,
  themePageKey,
} from './editor-view';

type Props = {
  page: string;
  path: string;
  search: string;
  params: Record<string, string>;
  children: ReactNode;
};

const noPreview = () => null;

export function EditableSections({ page, path, search, params, children }: Props) {
  const key = themePageKey(page, path, search);
  const previewed = useSyncExternalStore(subscribeEditorView, getPreviewedSections, noPreview);
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
    setMountedThemePage({ key, page, path, search, params: JSON.parse(paramsKey) as Record<string, string> });
    return () => clearMountedThemePage(key);
  }, [key, page, path, search, paramsKey]);

  if (previewed?.key !== key) return children;
  return <>{[...previewed.nodes].sort((a, b) => a[0] - b[0]).map(([, node]) => node)}</>;
}
