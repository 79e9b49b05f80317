// The announcement bar over the header (show_announcement_bar): the shop's announcements for
// every page, in announcement_bg_color and announcement_text_color. A text colour under WCAG AA
// (4.5:1) on the background gives way to a readable one; a colour that is not opaque, to the default.
import type { FilledProps } from '@/lib/theme/settings';
import { bool, channels, contrastRatio, readableTextOn, text } from './sections/shared/props';
import styles from './header.module.css';

/** The preset's announcement colours, used when a saved one is missing or not opaque. */
const ANNOUNCEMENT_DEFAULTS = { background: '#1A1A1A', text: '#FFFFFF' } as const;
/** WCAG AA for normal text. */
const AA_CONTRAST = 4.5;
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgb\(\s*\d{1,3}\s*,?\s*\d{1,3}\s*,?\s*\d{1,3}\s*\)$/i;

/** An opaque hex or rgb() colour (the # added when missing, as the platform's defaults omit it). */
function opaque(config: FilledProps, id: string): string | undefined {
  const value = text(config, id);
  const hex = HEX.exec(value);
  if (hex) return `#${hex[1]}`;
  const rgb = RGB.test(value) ? channels(value) : undefined;
  return rgb && rgb.every((c) => c <= 255) ? value : undefined;
}

/** The bar's background and a text colour that reads on it at AA. */
export function announcementColours(config: FilledProps): { background: string; text: string } {
  const background = opaque(config, 'announcement_bg_color') ?? ANNOUNCEMENT_DEFAULTS.background;
  const wanted = opaque(config, 'announcement_text_color') ?? ANNOUNCEMENT_DEFAULTS.text;
  const readable = (colour: string | undefined): colour is string =>
    colour !== undefined && (contrastRatio(colour, background) ?? 0) >= AA_CONTRAST;
  // Black or white always reaches AA (at least 4.58:1) where the theme's near-black does not.
  const blackOrWhite = (contrastRatio('#000000', background) ?? 0) > (contrastRatio('#FFFFFF', background) ?? 0);
  const fallback = readableTextOn(background);
  const textColour = readable(wanted) ? wanted : readable(fallback) ? fallback : blackOrWhite ? '#000000' : '#FFFFFF';
  return { background, text: textColour };
}

export function AnnouncementBar({
  announcements,
  globalConfig,
}: {
  announcements: string[];
  globalConfig: FilledProps;
}) {
  if (!bool(globalConfig, 'show_announcement_bar', true) || announcements.length === 0) return null;
  const colours = announcementColours(globalConfig);
  const style = { '--announcement-bg': colours.background, '--announcement-text': colours.text } as React.CSSProperties;
  return (
    <div className={styles.announcement} style={style} role="region" aria-label="Announcements">
      {announcements.map((announcement, i) => (
        <p key={`${i}-${announcement}`}>{announcement}</p>
      ))}
    </div>
  );
}
