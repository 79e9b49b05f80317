// Logistics calls from the browser (the browser SDK, through /api/service).
import { browserLogistics } from '@/lib/sdk/browser';
import { displayMessage } from '@/lib/sdk/errors';

export type PincodePlace = { ok: true; city?: string; state?: string } | { ok: false; message: string };

/** The city and state a pincode names, or the platform's words when it names none. */
export async function pincodePlace(pincode: string, country: string): Promise<PincodePlace> {
  try {
    const answer = await browserLogistics().getPincodeCity({ pincode, country });
    const parents = answer.data[0]?.parents ?? [];
    return {
      ok: true,
      city: parents.find((p) => p.sub_type === 'city')?.display_name,
      state: parents.find((p) => p.sub_type === 'state')?.display_name,
    };
  } catch (error) {
    return { ok: false, message: displayMessage(error) };
  }
}
