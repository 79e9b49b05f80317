// The React runtime texts the Content-Security-Policy hashes (lib/security/react-runtime.ts) are
// those of the React build Next renders with: a Next upgrade that writes other ones fails here
// (rewrite the list with `npx tsx scripts/react-runtime.ts`), before a page's script is refused.
import { describe, expect, it } from '@jest/globals';
import { REACT_RUNTIME } from '@/lib/security/react-runtime';
import { nextReactRuntime } from './next-react-runtime';

describe('React runtime', () => {
  it('is the runtime of the React build Next ships', () => {
    expect([...REACT_RUNTIME]).toEqual(nextReactRuntime());
  });

  it('is longest first, so a runtime text is matched whole before a shorter one inside it', () => {
    expect([...REACT_RUNTIME]).toEqual([...REACT_RUNTIME].sort((a, b) => b.length - a.length));
  });
});
