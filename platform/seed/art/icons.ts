// Small line icons for social links and business highlights, served as SVG.
const wrap = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="#1d1b29" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

export const ICONS: Record<string, string> = {
  instagram: wrap(
    '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="0.6" fill="#1d1b29"/>',
  ),
  facebook: wrap(
    '<path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15Z"/>',
  ),
  pinterest: wrap(
    '<circle cx="12" cy="12" r="9"/><path d="M10.5 20l2-8M10 13.5c-.8-2.6.9-5 3.2-5 2 0 3.3 1.4 3.3 3.4 0 2.5-1.4 4.3-3.2 4.3-1 0-1.7-.7-1.5-1.6"/>',
  ),
  youtube: wrap('<rect x="2.5" y="5.5" width="19" height="13" rx="4"/><path d="M10 9.2v5.6l4.8-2.8Z" fill="#1d1b29"/>'),
  x: wrap('<path d="M4 4l16 16M20 4L4 20"/>'),
  truck: wrap(
    '<path d="M2 6h11v9H2zM13 9h4l3 3v3h-7z"/><circle cx="6" cy="17.5" r="1.8"/><circle cx="16.5" cy="17.5" r="1.8"/>',
  ),
  returns: wrap('<path d="M4 9h11a5 5 0 0 1 0 10H8"/><path d="M7 5L3 9l4 4"/>'),
  cash: wrap(
    '<rect x="2.5" y="6" width="19" height="12" rx="2"/><circle cx="12" cy="12" r="2.6"/><path d="M6 9v.01M18 15v.01"/>',
  ),
  hand: wrap(
    '<path d="M7 11V6.5a1.5 1.5 0 0 1 3 0V11M10 10V4.5a1.5 1.5 0 0 1 3 0V10M13 10V5.5a1.5 1.5 0 0 1 3 0V12M16 9.5a1.5 1.5 0 0 1 3 0V14a7 7 0 0 1-7 7h-1a6 6 0 0 1-5-2.7L3.5 15a1.5 1.5 0 0 1 2.4-1.8L7 14.5"/>',
  ),
};
