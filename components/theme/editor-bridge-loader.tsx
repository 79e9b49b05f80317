'use client';
// Loads the editor bridge only when the shop runs inside a frame: shoppers never download it, and
// outside a frame this renders nothing at all. The layout renders this only when EDITOR_ORIGINS
// allows at least one editor.
import { Suspense, useEffect, useState, type ComponentType } from 'react';

type BridgeProps = { allowedOrigins: string[] };

export function EditorBridgeLoader(props: BridgeProps) {
  const [Bridge, setBridge] = useState<ComponentType<BridgeProps> | null>(null);
  useEffect(() => {
    if (window.parent === window) return;
    let active = true;
    import('./editor-bridge')
      .then((bridge) => {
        if (active) setBridge(() => bridge.EditorBridge);
      })
      // Without the bridge the shop still works; the editor just gets no storefront:ready.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return Bridge ? (
    <Suspense fallback={null}>
      <Bridge {...props} />
    </Suspense>
  ) : null;
}
