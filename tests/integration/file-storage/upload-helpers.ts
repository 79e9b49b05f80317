// An upload started for a PNG, shared by the file storage tests.
import { expect } from '@jest/globals';
import { Shopper } from '../user-helpers';
import { image, start } from './helpers';

export async function startedPng(shopper: Shopper, namespace = 'order-qc', bytes?: Buffer) {
  const file = bytes ?? (await image('png'));
  const started = await start(shopper, namespace, {
    file_name: 'damaged sole.png',
    content_type: 'image/png',
    size: file.length,
    tags: ['return'],
  });
  expect(started.status).toBe(200);
  return { file, started: started.json };
}
