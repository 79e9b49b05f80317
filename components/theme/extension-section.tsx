'use client';
// Draws an extension section in the browser: fetches its CSS and ES-module script without
// credentials, then calls the module's mount(root, section). A failure is logged, never shown:
// the page goes on without the section.
import { useEffect, useRef } from 'react';
import type { ExtensionSectionData } from '@/lib/theme/extension-sections';

type Mount = (root: HTMLElement, section: ExtensionSectionData) => void | (() => void);

// One fetch per asset for the whole page, however many sections use it.
const modules = new Map<string, Promise<{ mount?: Mount }>>();
const styles = new Map<string, Promise<void>>();

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { credentials: 'omit', mode: 'cors', cache: 'force-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

function loadModule(url: string) {
  let found = modules.get(url);
  if (!found) {
    found = fetchText(url).then(async (code) => {
      // The code runs from a blob: URL, so the module is evaluated once, from what was fetched.
      const blobUrl = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
      try {
        return (await import(/* webpackIgnore: true */ blobUrl)) as { mount?: Mount };
      } finally {
        URL.revokeObjectURL(blobUrl);
      }
    });
    modules.set(url, found);
  }
  return found;
}

function loadStyle(url: string) {
  let found = styles.get(url);
  if (!found) {
    found = fetchText(url).then((css) => {
      const style = document.createElement('style');
      style.dataset.extensionCss = url;
      style.textContent = css;
      document.head.appendChild(style);
    });
    styles.set(url, found);
  }
  return found;
}

export function ExtensionSection({ section }: { section: ExtensionSectionData }) {
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = root.current;
    if (!node || !section.js) return;
    let undo: void | (() => void);
    let cancelled = false;
    const label = `extension section ${section.name}${section.extensionId ? ` (${section.extensionId})` : ''}`;
    if (section.css) loadStyle(section.css).catch((error) => console.error(`[theme] ${label}: CSS failed`, error));
    loadModule(section.js)
      .then((mod) => {
        if (cancelled) return;
        if (typeof mod.mount !== 'function') throw new Error('its script exports no mount(root, section)');
        undo = mod.mount(node, section);
      })
      .catch((error) => console.error(`[theme] ${label} failed`, error));
    return () => {
      cancelled = true;
      if (typeof undo === 'function') undo();
    };
  }, [section]);

  return <div ref={root} data-extension-section={section.name} />;
}
