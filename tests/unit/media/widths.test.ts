// The widths a page may ask the media route for, and the srcset it builds from them.
import { MEDIA_WIDTHS, isMediaWidth, mediaSrcSet, mediaWidthUrl } from '@/contract/media';

describe('media widths', () => {
  it('allows only the listed widths', () => {
    for (const w of MEDIA_WIDTHS) expect(isMediaWidth(w)).toBe(true);
    for (const w of [0, 100, 321, 799, 801, 4000, -320, 320.5, NaN]) expect(isMediaWidth(w)).toBe(false);
  });

  it('asks a shop image at a width, keeping its own query', () => {
    expect(mediaWidthUrl('/media/p-abc.webp', 320)).toBe('/media/p-abc.webp?w=320');
    expect(mediaWidthUrl('/media/upload-1.jpg?expires=9&signature=x', 480)).toBe(
      '/media/upload-1.jpg?expires=9&signature=x&w=480',
    );
  });

  it('lists each width asked in the srcset', () => {
    expect(mediaSrcSet('/media/p-abc.webp', [320, 480])).toBe(
      '/media/p-abc.webp?w=320 320w, /media/p-abc.webp?w=480 480w',
    );
    expect(mediaSrcSet('/media/p-abc.webp')?.split(', ')).toHaveLength(6);
  });

  it('leaves images it cannot resize alone', () => {
    for (const url of ['/media/i-icon.svg', 'https://cdn.example.com/media/p-abc.webp', '/images/x.webp', ''])
      expect([mediaSrcSet(url), mediaWidthUrl(url, 320)]).toEqual([undefined, undefined]);
  });
});
