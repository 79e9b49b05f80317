// File storage under bad input: every call and the PUT answer a 4xx in JSON.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { server } from '../harness';
import { registered, Shopper } from '../user-helpers';
import { badBody, badText, FUZZ_SEED, internalIn } from '../../fuzz/arbitraries';
import { ASSETS, put } from './helpers';
import { expectQuietServerLog } from '../fixtures/quiet-server-log';
import { startedPng } from './upload-helpers';

expectQuietServerLog();

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
      fc.asyncProperty(fc.constantFrom(...routes), fc.constantFrom('order-qc', 'misc', '%00', '..', 'x'.repeat(300)), badBody, fc.boolean(), async (route, segment, raw, signedIn) => {
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
      }),
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
