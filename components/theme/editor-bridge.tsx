'use client';
// The shop's end of the merchant editor's postMessage protocol (docs/EDITOR-PROTOCOL.md). Loaded
// only inside a frame on a shop with EDITOR_ORIGINS set (editor-bridge-loader.tsx). It accepts
// messages from the parent frame on an allowed origin only, applies them (navigation, previews,
// selection) and posts the shop's own messages to the editor's origin, never to '*'.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import {
  parseEditorMessage,
  storefrontReady,
  storefrontRouteChanged,
  storefrontSectionClicked,
  type StorefrontMessage,
} from '@/lib/theme/editor-protocol';
import { EditorSession, type SessionHost } from '@/lib/theme/editor-session';
import { frameLocation, frameParentOrigin, queryRecord } from '@/lib/theme/editor-frame';
import { loadEditorSections, renderEditorSections } from '@/lib/theme/actions';
import { getMountedThemePage, getPreviewedSections, setPreviewedSections, subscribeEditorView } from './editor-view';

type Props = { allowedOrigins: string[] };

const SELECTED = 'data-editor-selected';
const PALETTE_STYLE_ID = 'editor-theme-vars';
// An outline takes no room, so highlighting a section never moves the page.
const EDITOR_CSS = `[${SELECTED}]{outline:2px solid #2563eb;outline-offset:-2px}.theme-page [data-section-index]{cursor:pointer}`;

const sectionAt = (index: number) => document.querySelector<HTMLElement>(`.theme-page [data-section-index="${index}"]`);
const noPage = () => null;

function setPaletteCss(css: string | null) {
  let style = document.getElementById(PALETTE_STYLE_ID);
  if (css === null) {
    style?.remove();
    return;
  }
  if (!style) {
    style = document.createElement('style');
    style.id = PALETTE_STYLE_ID;
    // After the saved palette (#theme-vars): the same :root rule, later, wins.
    document.head.appendChild(style);
  }
  style.textContent = css;
}

export function EditorBridge({ allowedOrigins }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const mounted = useSyncExternalStore(subscribeEditorView, getMountedThemePage, noPage);
  const previewed = useSyncExternalStore(subscribeEditorView, getPreviewedSections, noPage);
  // The selection belongs to the page it was made on; another page starts without one.
  const [selected, setSelected] = useState<{ key: string | undefined; index: number } | null>(null);
  const target = useRef<string | undefined>(undefined);
  /** The path last reported to the editor; null until storefront:ready is sent. */
  const announced = useRef<string | null>(null);

  const post = useCallback((message: StorefrontMessage) => {
    if (target.current) window.parent.postMessage(message, target.current);
  }, []);

  const session = useMemo(() => {
    const host: SessionHost = {
      currentView: getMountedThemePage,
      loadSections: (page) => loadEditorSections({ pageSlug: page }),
      render: ({ view, sections, config }) =>
        renderEditorSections({
          page: view
            ? { slug: view.page, path: view.path, query: queryRecord(view.search), params: { ...view.params } }
            : undefined,
          sections,
          config,
        }),
      show: setPreviewedSections,
      setPaletteCss,
      refresh: () => router.refresh(),
    };
    return new EditorSession(host);
    // The App Router's router object is the same for the life of the page, so is the session.
  }, [router]);

  useEffect(() => {
    target.current = frameParentOrigin(window.location.ancestorOrigins, document.referrer, allowedOrigins);
    const style = document.createElement('style');
    style.textContent = EDITOR_CSS;
    document.head.appendChild(style);
    return () => {
      style.remove();
      setPaletteCss(null);
      setPreviewedSections(null);
    };
  }, [allowedOrigins]);

  // storefront:ready once, then storefront:route-changed after every navigation (once per path,
  // however often the effect runs).
  useEffect(() => {
    const { path, page } = frameLocation(pathname, search);
    if (!target.current || announced.current === path) return;
    post(announced.current === null ? storefrontReady(path, page) : storefrontRouteChanged(path, page));
    announced.current = path;
  }, [pathname, search, post]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the frame's own parent drives it; another window on an allowed origin does not.
      if (event.source !== window.parent || window.parent === window) return;
      const message = parseEditorMessage(event, allowedOrigins);
      if (!message) return;
      if (!target.current) {
        // The referrer was withheld: the parent just proved its origin is allowed.
        target.current = new URL(event.origin).origin;
        const { path, page } = frameLocation(window.location.pathname, window.location.search);
        post(storefrontReady(path, page));
        announced.current = path;
      }
      switch (message.type) {
        case 'editor:route-change':
          router.push(message.path);
          return;
        case 'editor:select-section':
          setSelected(message.index === null ? null : { key: getMountedThemePage()?.key, index: message.index });
          if (message.index !== null) sectionAt(message.index)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
          return;
        case 'editor:exit-preview':
          setSelected(null);
          void session.handle(message);
          return;
        default:
          void session.handle(message);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [allowedOrigins, post, router, session]);

  useEffect(() => {
    void session.viewChanged();
  }, [mounted?.key, session]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const section =
        event.target instanceof Element ? event.target.closest<HTMLElement>('.theme-page [data-section-index]') : null;
      const index = Number(section?.dataset.sectionIndex);
      if (section && Number.isInteger(index)) post(storefrontSectionClicked(index));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [post]);

  // Re-applied after each render: a re-rendered section is a new element.
  useEffect(() => {
    document.querySelectorAll(`[${SELECTED}]`).forEach((el) => el.removeAttribute(SELECTED));
    if (selected && selected.key === mounted?.key) sectionAt(selected.index)?.setAttribute(SELECTED, '');
  }, [selected, previewed, mounted?.key]);

  return null;
}
