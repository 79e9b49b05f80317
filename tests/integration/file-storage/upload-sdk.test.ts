// File storage through the official SDK's FileStorage client, and under bad input: every call and
// the PUT answer a 4xx in JSON.
import { describe, expect, it } from '@jest/globals';
import { failure, officialClient, server } from '../harness';
import { registered, Shopper } from '../user-helpers';
import { image, put, samePicture, ASSETS } from './helpers';
import { expectQuietServerLog } from '../fixtures/quiet-server-log';
import fc from 'fast-check';
import { badBody, badText, FUZZ_SEED, internalIn } from '../../fuzz/arbitraries';
import { startedPng } from './upload-helpers';

expectQuietServerLog();

describe('through the official SDK', () => {
  it('FileStorage.upload (start, PUT, complete) and signUrls', async () => {
    const { shopper } = await registered();
    const sdk = officialClient({ cookie: shopper.cookie });
    const file = await image('jpeg', '#27ae60');
    const done = await sdk.fileStorage.upload({
      data: file,
      file_name: 'scuff.jpg',
      content_type: 'image/jpeg',
      namespace: 'order-qc',
      size: file.length,
      tags: ['qc'] as never,
    });
    expect(done).toMatchObject({
      success: true,
      content_type: 'image/jpeg',
      namespace: 'order-qc',
      cdn: { relative_url: expect.stringMatching(/^\/media\/upload-[0-9a-f]{32}\.jpg$/) },
    });
    const served = await fetch((done as { cdn: { url: string } }).cdn.url);
    expect(await samePicture(Buffer.from(await served.arrayBuffer()), file)).toBe(true);

    const signed = await sdk.fileStorage.signUrls({
      body: { urls: [(done as { cdn: { url: string } }).cdn.url], expiry: 300 },
    });
    expect(signed.urls[0]).toMatchObject({ expiry: 300, signed_url: expect.stringContaining('signature=') });
    expect((await fetch(signed.urls[0].signed_url)).status).toBe(200);
  });

  it('startUpload and completeUpload one by one; refusals reach the SDK as errors', async () => {
    const { shopper } = await registered();
    const sdk = officialClient({ cookie: shopper.cookie });
    const file = await image('webp');
    const started = await sdk.fileStorage.startUpload({
      namespace: 'misc',
      body: { file_name: 'x.webp', content_type: 'image/webp', size: file.length },
    });
    expect(
      await failure(() => sdk.fileStorage.completeUpload({ namespace: 'misc', body: started as never })),
    ).toMatchObject({ code: 400, message: 'Failed to upload file: nothing was uploaded to the upload URL' });
    expect((await put((started as { upload: { url: string } }).upload.url, file, 'image/webp')).status).toBe(200);
    expect(await sdk.fileStorage.completeUpload({ namespace: 'misc', body: started as never })).toMatchObject({
      success: true,
    });
    expect(
      await failure(() =>
        sdk.fileStorage.startUpload({
          namespace: 'misc',
          body: { file_name: 'x.gif', content_type: 'image/gif', size: 10 },
        }),
      ),
    ).toMatchObject({ code: 400 });
    expect(
      await failure(() =>
        officialClient().fileStorage.startUpload({
          namespace: 'misc',
          body: { file_name: 'x.png', content_type: 'image/png', size: 10 },
        }),
      ),
    ).toMatchObject({ code: 401 });
  });
});

describe('under bad input', () => {
  it('answers every file storage call and the PUT with a 4xx in JSON, signed in or not (fuzz)', async () => {
    const { shopper } = await registered();
    const { started } = await startedPng(shopper);
    const routes = [
      { method: 'POST', path: (p: string) => `${ASSETS}/v2.0/namespaces/${p}/upload/start` },
      { method: 'POST', path: (p: string) => `${ASSETS}/v2.0/namespaces/${p}/upload/complete` },
      { method: 'POST', path: () => `${ASSETS}/v1.0/sign-urls` },
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.constantFrom('order-qc', 'misc', '%00', '..', 'x'.repeat(300)),
        badBody,
        fc.boolean(),
        async (route, segment, raw, signedIn) => {
          const who = signedIn ? shopper : new Shopper();
          const text = typeof raw === 'string' ? raw : Buffer.from(raw).toString('latin1');
          let json: string;
          try {
            JSON.parse(text);
            json = text;
          } catch {
            json = JSON.stringify(text);
          }
          const answer = await who.call(route.path(segment), { method: route.method, json });
          expect(answer.status).toBeGreaterThanOrEqual(200);
          expect(answer.status).toBeLessThan(500);
          expect(internalIn(JSON.stringify(answer.json ?? ''))).toBeUndefined();
        },
      ),
      { seed: FUZZ_SEED, numRuns: 150, endOnFailure: true },
    );
    await fc.assert(
      fc.asyncProperty(badText, badBody, fc.constantFrom('image/png', 'text/plain', ''), async (segment, raw, type) => {
        for (const url of [`${server().url}/media/upload/${encodeURIComponent(segment)}`, started.upload.url]) {
          const answer = await put(url, typeof raw === 'string' ? Buffer.from(raw) : raw, type || undefined);
          expect(answer.status).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
          expect(answer.json).toMatchObject({ success: false });
        }
      }),
      { seed: FUZZ_SEED, numRuns: 100, endOnFailure: true },
    );
  }, 120_000);
});
