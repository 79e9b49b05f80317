'use client';
// The preview bar: shown while a themeId cookie previews a theme (outside edit mode).
import { useState } from 'react';
import { THEME_ID_COOKIE } from '@/lib/shared/constants';
import { browserCookieSecure } from '@/common/request-trust';
import styles from './preview-bar.module.css';

export function PreviewBar({ themeId, themeName }: { themeId: string; themeName: string }) {
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  const close = () => {
    document.cookie = `${THEME_ID_COOKIE}=; Max-Age=0; path=/; SameSite=Lax${browserCookieSecure()}`;
    window.location.reload();
  };
  return (
    <div className={styles.bar} role="region" aria-label="Theme preview">
      <span>
        You&apos;re previewing: <strong title={themeId}>{themeName || themeId}</strong>
      </span>
      <span className={styles.actions}>
        <button type="button" onClick={close}>
          Close preview
        </button>
        <button type="button" onClick={() => setHidden(true)}>
          Hide bar
        </button>
      </span>
    </div>
  );
}
