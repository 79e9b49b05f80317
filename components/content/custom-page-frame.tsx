'use client';
// A merchant's custom page (HTML, CSS and JS supplied as content)
// in a sandboxed frame: scripts run, but without allow-same-origin the page's origin is opaque,
// so they cannot read the shop's cookies, storage or DOM. A shopper's click on a link may take
// the whole tab there (allow-top-navigation-by-user-activation; scripts alone cannot), and
// target=_blank links open (allow-popups). The frame reports its height with postMessage; only
// messages whose source is this frame's window are believed. The document comes from its own URL
// (not srcdoc, which would inherit the shop's Content-Security-Policy and refuse its scripts).
import { useEffect, useRef, useState } from 'react';
import {
  CUSTOM_PAGE_HEIGHT_MESSAGE,
  CUSTOM_PAGE_MEASURE_MESSAGE,
  CUSTOM_PAGE_SANDBOX,
} from '@/lib/content/custom-page';

const MIN_HEIGHT = 120;
const MAX_HEIGHT = 50_000;

export function CustomPageFrame({
  src,
  title,
  initialHeight = 640,
}: {
  src: string;
  title: string;
  initialHeight?: number;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(initialHeight);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (
        !data ||
        data.type !== CUSTOM_PAGE_HEIGHT_MESSAGE ||
        typeof data.height !== 'number' ||
        !Number.isFinite(data.height)
      )
        return;
      setHeight(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(data.height))));
    };
    window.addEventListener('message', onMessage);
    // The frame may have reported before this listener existed (it loads before hydration).
    frame.current?.contentWindow?.postMessage({ type: CUSTOM_PAGE_MEASURE_MESSAGE }, '*');
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <iframe
      ref={frame}
      title={title}
      src={src}
      sandbox={CUSTOM_PAGE_SANDBOX}
      referrerPolicy="no-referrer"
      data-testid="custom-page-frame"
      className="custom-page-frame"
      style={{ display: 'block', width: '100%', height, border: 0 }}
      onLoad={() => frame.current?.contentWindow?.postMessage({ type: CUSTOM_PAGE_MEASURE_MESSAGE }, '*')}
    />
  );
}
