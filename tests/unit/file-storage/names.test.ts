// File names a device sends, made safe (platform/file-storage/names.ts).
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { cleanFileName } from '@/platform/file-storage/names';
import { FILE_NAME_MAX } from '@/platform/file-storage/constants';

describe('cleanFileName', () => {
  it('keeps a plain name and gives it the extension of the real type', () => {
    expect(cleanFileName('IMG_2041.JPG', 'jpg')).toBe('IMG_2041.jpg');
    expect(cleanFileName('sole.jpeg', 'png')).toBe('sole.png');
    expect(cleanFileName('no extension', 'webp')).toBe('no extension.webp');
  });

  it('drops folders, markup, control characters and leading dots', () => {
    expect(cleanFileName('../../etc/passwd', 'png')).toBe('passwd.png');
    expect(cleanFileName('C:\\Users\\asha\\photo.png', 'png')).toBe('photo.png');
    expect(cleanFileName('<img src=x onerror=alert(1)>.png', 'png')).toBe('img src-x onerror-alert-1.png');
    expect(cleanFileName('<script>x</script>.png', 'png')).toBe('script.png');
    expect(cleanFileName('a\u0000b\nc\u202Ed.png', 'png')).toBe('a-b-c-d.png');
    expect(cleanFileName('.hidden', 'png')).toBe('image.png');
    expect(cleanFileName('???.png', 'png')).toBe('image.png');
  });

  it('keeps letters of any script', () => {
    expect(cleanFileName('जूते की फोटो.jpg', 'jpg')).toBe('जूते की फोटो.jpg');
    expect(cleanFileName('Café.png', 'png')).toBe('Café.png');
  });

  it('answers a short name of safe characters for anything', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), fc.constantFrom('jpg', 'png', 'webp'), (name, ext) => {
        const clean = cleanFileName(name, ext);
        expect(clean.endsWith(`.${ext}`)).toBe(true);
        expect(Array.from(clean).length).toBeLessThanOrEqual(FILE_NAME_MAX + ext.length + 1);
        expect(clean).toMatch(/^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}._ -]*$/u);
        expect(clean).not.toMatch(/[/\\]|\.\./);
      }),
    );
  });
});
