// File storage through the official SDK's FileStorage client.
import { describe, expect, it } from '@jest/globals';
import { failure, officialClient } from '../harness';
import { registered } from '../user-helpers';
import { image, put, samePicture } from './helpers';
import { expectQuietServerLog } from '../fixtures/quiet-server-log';

expectQuietServerLog();

describe('through the official SDK', () => {
  it('FileStorage.upload (start, PUT, complete) and signUrls', async () => {
    const { shopper } = await registered();
    const sdk = officialClient({ cookie: shopper.cookie });
    const file = await image('jpeg', '#27ae60');
    const done = await sdk.fileStorage.upload({ data: file, file_name: 'scuff.jpg', content_type: 'image/jpeg', namespace: 'order-qc', size: file.length, tags: ['qc'] as never });
    expect(done).toMatchObject({ success: true, content_type: 'image/jpeg', namespace: 'order-qc', cdn: { relative_url: expect.stringMatching(/^\/media\/upload-[0-9a-f]{32}\.jpg$/) } });
    const served = await fetch((done as { cdn: { url: string } }).cdn.url);
    expect(await samePicture(Buffer.from(await served.arrayBuffer()), file)).toBe(true);

    const signed = await sdk.fileStorage.signUrls({ body: { urls: [(done as { cdn: { url: string } }).cdn.url], expiry: 300 } });
    expect(signed.urls[0]).toMatchObject({ expiry: 300, signed_url: expect.stringContaining('signature=') });
    expect((await fetch(signed.urls[0].signed_url)).status).toBe(200);
  });

  it('startUpload and completeUpload one by one; refusals reach the SDK as errors', async () => {
    const { shopper } = await registered();
    const sdk = officialClient({ cookie: shopper.cookie });
    const file = await image('webp');
    const started = await sdk.fileStorage.startUpload({ namespace: 'misc', body: { file_name: 'x.webp', content_type: 'image/webp', size: file.length } });
    expect(await failure(() => sdk.fileStorage.completeUpload({ namespace: 'misc', body: started as never }))).toMatchObject({ code: 400, message: 'Failed to upload file: nothing was uploaded to the upload URL' });
    expect((await put((started as { upload: { url: string } }).upload.url, file, 'image/webp')).status).toBe(200);
    expect(await sdk.fileStorage.completeUpload({ namespace: 'misc', body: started as never })).toMatchObject({ success: true });
    expect(await failure(() => sdk.fileStorage.startUpload({ namespace: 'misc', body: { file_name: 'x.gif', content_type: 'image/gif', size: 10 } }))).toMatchObject({ code: 400 });
    expect(await failure(() => officialClient().fileStorage.startUpload({ namespace: 'misc', body: { file_name: 'x.png', content_type: 'image/png', size: 10 } }))).toMatchObject({ code: 401 });
  });
});
