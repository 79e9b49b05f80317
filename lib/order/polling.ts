// The polling after a shipment's status changed: read the shipment until its bag
// count is what the change should have left, fewer than 6 attempts, 2^n seconds apart capped at
// 8 s; a 404 meanwhile is ignored; then status 202 with the 'taking a little longer' message.
import { POLLING, POLLING_SLOW_MESSAGE } from './constants';

export class PollingSlow extends Error {
  readonly statusCode = 202;
  constructor() {
    super(POLLING_SLOW_MESSAGE);
  }
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { status?: number }).status === 404 || (error as { code?: number }).code === 404);

export async function pollUntilBags(
  read: () => Promise<{ total_bags: number }>,
  expected: number,
  sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<void> {
  for (let attempt = 0; attempt < POLLING.attempts - 1; attempt++) {
    try {
      if ((await read()).total_bags === expected) return;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    if (attempt < POLLING.attempts - 2) await sleep(Math.min(2 ** attempt, POLLING.capSeconds) * 1000);
  }
  throw new PollingSlow();
}
