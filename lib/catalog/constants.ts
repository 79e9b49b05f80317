// The catalogue's words a shopper reads that more than one module shows, in one place.

/** The product page's zoomed picture (components/catalog/image-zoom.tsx). */
export const ZOOM_MESSAGES = {
  /** The gallery picture's link: opens the zoomed view (or, without JavaScript, the image itself). */
  open: (alt: string) => `${alt}: open a larger picture`,
  dialog: 'Larger picture',
  picture: 'Picture, zoomable: plus and minus zoom, arrow keys move',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  close: 'Close',
} as const;

/** How far the zoomed picture goes: from fitting the screen to three times that. */
export const ZOOM_LIMITS = { min: 1, max: 3, step: 0.5 } as const;
