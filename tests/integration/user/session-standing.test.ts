// sessionStanding (platform/user/session.ts): what the shop's server reads of a session cookie to
// pick the kept copy of a catalogue page (server/page-visitor.ts), in one query: a live
// session or none (expired, signed out, deleted or inactive shopper, a seal that is not ours), and
// whether the shopper holds a primary verified email and mobile, and any at all. Runs in a child process on a
// fresh PGlite, or on DATABASE_URL.
import { describe, expect, it } from '@jest/globals';
import { runScenario } from '../fixtures/child-scenario';

const SCENARIO = `
(async () => {
  const path = require('node:path');
  const crypto = require('node:crypto');
  const { openDatabase } = require('./platform/db/client');
  const { sessionStanding } = require('./platform/user/session');
  const { sealData } = require('./platform/http/iron-seal');
  const { loadSecrets } = require('./platform/secrets');
  const url = process.env.DATABASE_URL || undefined;
  const database = await openDatabase({ url, dir: path.join(process.env.DATA_DIR, 'pglite') });
  const password = loadSecrets().sessionSecret;
  const id = () => crypto.randomBytes(12).toString('hex');
  const user = id();
  const tag = crypto.randomBytes(4).toString('hex');
  await database.query('INSERT INTO users (id, first_name) VALUES ($1, $2)', [user, 'Asha']);
  await database.query('INSERT INTO user_emails (user_id, email, normalised, "primary", verified) VALUES ($1, $2, $2, true, true)', [user, 'standing.' + tag + '@example.com']);
  const session = async (expiresIn, lastSeenAgo = 0) => {
    const sid = id();
    await database.query("INSERT INTO sessions (id, user_id, expires_at, last_seen_at) VALUES ($1, $2, now() + make_interval(secs => $3), now() - make_interval(secs => $4))", [sid, user, expiresIn, lastSeenAgo]);
    return { sid, seal: sealData({ sessionId: sid }, { password, ttl: 0 }) };
  };
  const out = {};
  const live = await session(3600, 120);
  out.emailOnly = await sessionStanding(database, live.seal);
  out.lastSeenKept = (await database.query('SELECT (now() - last_seen_at) < interval \\'10 seconds\\' AS fresh FROM sessions WHERE id = $1', [live.sid]))[0].fresh;
  await database.query('INSERT INTO user_phones (user_id, country_code, phone, normalised, "primary", verified) VALUES ($1, 91, $2, $3, true, false)', [user, '98' + tag.slice(0, 8).replace(/[a-f]/g, '1'), '+9198' + tag]);
  out.unverifiedMobile = await sessionStanding(database, live.seal);
  await database.query('UPDATE user_phones SET verified = true WHERE user_id = $1', [user]);
  out.both = await sessionStanding(database, live.seal);
  out.expired = await sessionStanding(database, (await session(-1)).seal);
  out.forged = await sessionStanding(database, 'Fe26.2*1*abc*def*ghi*jkl*mno*pqr');
  out.unknown = await sessionStanding(database, sealData({ sessionId: id() }, { password, ttl: 0 }));
  out.otherSecret = await sessionStanding(database, sealData({ sessionId: live.sid }, { password: 'x'.repeat(40), ttl: 0 }));
  await database.query('UPDATE users SET deleted = true WHERE id = $1', [user]);
  out.deleted = await sessionStanding(database, live.seal);
  await database.close();
  console.log('RESULT ' + JSON.stringify(out));
})().catch((e) => { console.error(e); process.exit(1); });
`;

describe('a session cookie as the shop server reads it for kept pages', () => {
  it('names a live session with the shopper’s verified addresses, and nothing else', () => {
    const out = runScenario(SCENARIO, 'session-standing');
    expect(out.emailOnly).toEqual({ email: true, mobile: false, emailGiven: true, mobileGiven: false });
    expect(out.lastSeenKept).toBe(true);
    // A number given but not verified: not the verified one a 'hard' rule wants, but one all the same.
    expect(out.unverifiedMobile).toEqual({ email: true, mobile: false, emailGiven: true, mobileGiven: true });
    expect(out.both).toEqual({ email: true, mobile: true, emailGiven: true, mobileGiven: true });
    for (const none of ['expired', 'forged', 'unknown', 'otherSecret', 'deleted'])
      expect([none, out[none]]).toEqual([none, undefined]);
  });
});
