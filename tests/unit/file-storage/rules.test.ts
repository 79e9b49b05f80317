// The inputs of file storage at the edge (platform/file-storage/schemas.ts) and the storefront's
// own check before it sends anything (lib/file-storage/upload.ts).
import { describe, expect, it, jest } from '@jest/globals';
import { startBody, signUrlsBody, namespaceParams, completeBody } from '@/platform/file-storage/schemas';
import { mediaTypeOf } from '@/platform/file-storage/upload-routes';
import { UPLOAD_MESSAGES, UPLOAD_RULES } from '@/contract/types/file-storage';

jest.mock('server-only', () => ({}));

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('start body', () => {
  const ok = { file_name: 'a.png', content_type: 'image/png', size: 10 };

  it('takes JPEG, PNG and WebP up to 5 MiB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', ' IMAGE/PNG '])
      expect(startBody.safeParse({ ...ok, content_type: type }).success).toBe(true);
    expect(startBody.safeParse({ ...ok, size: UPLOAD_RULES.maxBytes }).success).toBe(true);
    expect(startBody.parse({ ...ok, content_type: 'Image/WebP' }).content_type).toBe('image/webp');
  });

  it('refuses other types, empty and too large files in words', () => {
    for (const type of [
      'image/svg+xml',
      'image/gif',
      'text/html',
      'application/pdf',
      'image/jpg',
      'image/png; charset=utf-8',
      '',
    ]) {
      expect(messages(startBody.safeParse({ ...ok, content_type: type }))).toContain(UPLOAD_MESSAGES.onlyImages);
    }
    expect(messages(startBody.safeParse({ ...ok, size: UPLOAD_RULES.maxBytes + 1 }))).toContain(
      'The file is too large: at most 5 MiB',
    );
    expect(messages(startBody.safeParse({ ...ok, size: 0 }))).toContain('The file is empty');
    expect(startBody.safeParse({ ...ok, size: 1.5 }).success).toBe(false);
    expect(startBody.safeParse({ ...ok, size: '10' }).success).toBe(false);
    expect(startBody.safeParse({ ...ok, file_name: '' }).success).toBe(false);
    expect(startBody.safeParse({ ...ok, tags: Array(11).fill('t') }).success).toBe(false);
  });

  it('knows the namespaces', () => {
    expect(namespaceParams.safeParse({ namespace: 'order-qc' }).success).toBe(true);
    expect(namespaceParams.safeParse({ namespace: 'misc' }).success).toBe(true);
    expect(messages(namespaceParams.safeParse({ namespace: 'products' }))).toEqual([
      'Unknown upload namespace: use one of order-qc, misc',
    ]);
  });

  it('complete needs the upload URL', () => {
    expect(completeBody.safeParse({}).success).toBe(false);
    expect(completeBody.safeParse({ upload: { url: 'http://x/media/upload/a.b', expiry: 900 }, cdn: {} }).success).toBe(
      true,
    );
  });

  it('sign-urls takes 1 to 50 URLs and an expiry of 1 s to an hour', () => {
    expect(signUrlsBody.safeParse({ urls: ['/media/a.png'] }).success).toBe(true);
    expect(signUrlsBody.safeParse({ urls: [] }).success).toBe(false);
    expect(signUrlsBody.safeParse({ urls: Array(51).fill('/media/a.png') }).success).toBe(false);
    for (const expiry of [0, -1, 3601, 1.5])
      expect(signUrlsBody.safeParse({ urls: ['/media/a.png'], expiry }).success).toBe(false);
    expect(signUrlsBody.safeParse({ urls: ['/media/a.png'], expiry: 3600 }).success).toBe(true);
  });
});

describe('the PUT content type', () => {
  it('is the media type without parameters, lower-cased', () => {
    expect(mediaTypeOf('Image/PNG; charset=binary')).toBe('image/png');
    expect(mediaTypeOf(undefined)).toBe('');
  });
});

describe('uploadProblem (storefront)', () => {
  it('says what is wrong before anything is sent', async () => {
    const { uploadProblem } = await import('@/lib/file-storage/upload');
    expect(uploadProblem('order-qc', { type: 'image/png', size: 10 })).toBeUndefined();
    expect(uploadProblem('order-qc', { type: 'image/gif', size: 10 })).toBe(UPLOAD_MESSAGES.onlyImages);
    expect(uploadProblem('order-qc', { type: 'image/png', size: 0 })).toBe(UPLOAD_MESSAGES.empty);
    expect(uploadProblem('order-qc', { type: 'image/png', size: UPLOAD_RULES.maxBytes + 1 })).toBe(
      UPLOAD_MESSAGES.tooLarge,
    );
    expect(uploadProblem('products', { type: 'image/png', size: 10 })).toBe(UPLOAD_MESSAGES.failed);
  });
});
