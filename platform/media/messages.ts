// What the media route tells a client, in one place.
import { MEDIA_WIDTHS } from '../../contract/media';

export const MEDIA_MESSAGES = {
  widthNotAllowed: `width must be one of ${MEDIA_WIDTHS.join(', ')}`,
  resizeBusy: 'Too many images are being resized; try again shortly',
} as const;
