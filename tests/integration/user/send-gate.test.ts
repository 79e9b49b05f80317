// Every message the shop sends on a shopper's behalf (codes, reset and verification links, payment
// links, notices) passes one send gate with shared limits: the requester's client address and
// account first, then the destination as asked from that address, then the destination (past its
// limit only an address new to it gets one). A payment-link message carries the shop's words and
// link only, and an order's payment links are capped across create, resend and re-create.
import { describe, expect, it } from '@jest/globals';
import { PAY, prepaidOrder } from '../payment/helpers';
import {
  AUTH,
  PROFILE,
  Shopper,
  latestOtp,
  outbox,
  randomIp,
  registered,
  sleep,
  uniqueEmail,
  uniqueMobile,
} from '../user-helpers';

const LIMITED = { success: false, code: 'TOO_MANY_ATTEMPTS' };
/** A reset link asked for `email` from client address `ip` (sent or not, it is counted the same). */
const resetLink = (ip: string, email: string) => new Shopper(ip).post(`${AUTH}/login/password/reset`, { email });
type Order = Awaited<ReturnType<typeof prepaidOrder>>;
const post = (order: Order, path: string, body: Record<string, unknown>, ip = order.jar.ip) =>
  order.jar.call(`${PAY}/${path}/`, { method: 'POST', body, headers: { 'x-forwarded-for': ip } });
const makeLink = (order: Order, body: Record<string, unknown>, ip?: string) =>
  post(order, 'create-payment-link', { external_order_id: order.orderId, meta: {}, ...body }, ip);

describe('payment-link messages', () => {
  it("carry the shop's own words and link, never the shopper's description or any address a shopper wrote", async () => {
    const order = await prepaidOrder('NB', 'HDFC');
    const email = uniqueEmail('payer');
    const mobile = uniqueMobile();
    const description = 'URGENT: your account is blocked, verify at http://evil.example/login now';
    const made = await makeLink(order, { email, mobile_number: mobile, description });
    expect(made.status).toBe(200);
    for (const message of [...(await outbox(email.toLowerCase())), ...(await outbox(`+91${mobile}`))]) {
      const text = `${message.subject}\n${message.body}`;
      expect(text).not.toMatch(/URGENT|blocked|evil\.example|verify at/);
      expect(text.match(/https?:\/\/\S+/g)).toEqual([made.json.payment_link_url]);
      expect(text).toContain(order.orderId);
    }
    expect(await outbox(email.toLowerCase())).toHaveLength(1);
    expect(await outbox(`+91${mobile}`)).toHaveLength(1);
  });

  it('are capped per order across create, resend and create again after a cancel, whatever the destination', async () => {
    const order = await prepaidOrder('NB', 'HDFC');
    const [first, second, third] = [uniqueEmail('payer'), uniqueEmail('payer'), uniqueEmail('payer')];
    const id = (await makeLink(order, { email: first })).json.payment_link_id;
    for (let i = 0; i < 4; i++)
      expect((await post(order, 'resend-payment-link', { payment_link_id: id })).status).toBe(200);
    expect((await post(order, 'resend-payment-link', { payment_link_id: id })).json).toMatchObject({
      success: false,
      message: 'This payment link has been sent too many times',
    });
    expect((await post(order, 'cancel-payment-link', { payment_link_id: id })).status).toBe(200);

    // The order's sixth message goes out; then every way to send another is refused before sending.
    const again = await makeLink(order, { email: second }, randomIp());
    expect(again.status).toBe(200);
    const resent = await post(
      order,
      'resend-payment-link',
      { payment_link_id: again.json.payment_link_id },
      randomIp(),
    );
    expect(resent.status).toBe(429);
    expect(resent.json).toMatchObject(LIMITED);
    expect((await post(order, 'cancel-payment-link', { payment_link_id: again.json.payment_link_id })).status).toBe(
      200,
    );
    const third_ = await makeLink(order, { email: third }, randomIp());
    expect(third_.status).toBe(429);
    expect(third_.json).toMatchObject(LIMITED);
    expect(await outbox(first.toLowerCase())).toHaveLength(5);
    expect(await outbox(second.toLowerCase())).toHaveLength(1);
    expect(await outbox(third.toLowerCase())).toHaveLength(0);
    // The refused link was not kept: a link made without a message is still possible.
    expect((await makeLink(order, { send_communication: false })).status).toBe(200);
  });

  it("count against the shopper's account with its other messages", async () => {
    const order = await prepaidOrder('NB', 'HDFC');
    // Thirty verification links from the same account, each from its own client address.
    for (let i = 0; i < 30; i++) {
      const added = await order.jar.call(`${PROFILE}/email`, {
        method: 'PUT',
        body: { email: uniqueEmail('mine') },
        headers: { 'x-forwarded-for': randomIp() },
      });
      expect(added.status).toBe(200);
    }
    const payer = uniqueEmail('payer');
    const refused = await makeLink(order, { email: payer }, randomIp());
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject(LIMITED);
    expect(await outbox(payer.toLowerCase())).toHaveLength(0);
  });

  it('count against the client address with its other messages', async () => {
    const order = await prepaidOrder('NB', 'HDFC');
    const ip = randomIp();
    for (let i = 0; i < 50; i++) expect((await resetLink(ip, uniqueEmail('probe'))).status).toBe(200);
    const payer = uniqueEmail('payer');
    const refused = await makeLink(order, { email: payer }, ip);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject(LIMITED);
    expect(await outbox(payer.toLowerCase())).toHaveLength(0);
    expect((await makeLink(order, { email: payer }, randomIp())).status).toBe(200);
  });

  it('count against the destination with its other messages, per asking address and in all', async () => {
    const order = await prepaidOrder('NB', 'HDFC');
    const victim = uniqueEmail('victim');
    const [a, b, c] = [randomIp(), randomIp(), randomIp()];
    for (let i = 0; i < 5; i++) expect((await resetLink(a, victim)).status).toBe(200);
    // The address has asked this destination its five times: a payment link from it is refused too.
    expect((await makeLink(order, { email: victim }, a)).json).toMatchObject(LIMITED);
    for (let i = 0; i < 4; i++) expect((await resetLink(b, victim)).status).toBe(200);
    expect((await resetLink(c, victim)).status).toBe(200);
    // Ten to the destination this hour: an address that already asked it is refused ...
    expect((await makeLink(order, { email: victim }, c)).json).toMatchObject(LIMITED);
    expect((await resetLink(b, victim)).status).toBe(429);
    // ... and one that has not still gets one message.
    const fresh = await makeLink(order, { email: victim }, randomIp());
    expect(fresh.status).toBe(200);
    const [sent] = await outbox(victim.toLowerCase());
    expect(sent.body).toContain(fresh.json.payment_link_url);
  });
});

describe('one-time codes: a stranger cannot lock the owner out', () => {
  it("after a stranger's address is refused, the owner asking from a fresh address gets a code and signs in", async () => {
    const account = await registered();
    const stranger = randomIp();
    for (let i = 0; i < 5; i++) expect((await resetLink(stranger, account.email)).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await resetLink(stranger, account.email)).json).toMatchObject(LIMITED);
      expect(
        (await new Shopper(stranger).post(`${AUTH}/login/otp?platform=web`, { email: account.email })).json,
      ).toMatchObject(LIMITED);
    }
    const owner = new Shopper();
    expect((await owner.post(`${AUTH}/login/otp?platform=web`, { email: account.email })).status).toBe(200);
    const signedIn = await owner.post(`${AUTH}/otp/email/verify`, {
      email: account.email,
      otp: await latestOtp(account.email),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user.user_id).toBe(account.userId);

    // Strangers from more addresses fill the destination's hour; the owner's next fresh address still gets a code.
    const second = randomIp();
    for (let i = 0; i < 3; i++) expect((await resetLink(second, account.email)).status).toBe(200);
    expect((await resetLink(second, account.email)).json).toMatchObject(LIMITED);
    await sleep(2100); // the resend wait of the owner's last code
    const later = new Shopper();
    expect((await later.post(`${AUTH}/login/otp?platform=web`, { email: account.email })).status).toBe(200);
    expect(
      (await later.post(`${AUTH}/otp/email/verify`, { email: account.email, otp: await latestOtp(account.email) }))
        .status,
    ).toBe(200);
  });

  it('counts nothing against the destination for a requester its own limits refuse', async () => {
    const victim = uniqueEmail('victim');
    const stranger = randomIp();
    for (let i = 0; i < 50; i++) expect((await resetLink(stranger, uniqueEmail('probe'))).status).toBe(200);
    for (let i = 0; i < 20; i++) expect((await resetLink(stranger, victim)).json).toMatchObject(LIMITED);
    // Had those counted, the destination would be full and the second address, no longer new to it, refused.
    const [one, two] = [randomIp(), randomIp()];
    for (let i = 0; i < 5; i++) expect((await resetLink(one, victim)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await resetLink(two, victim)).status).toBe(200);
    expect((await resetLink(two, victim)).json).toMatchObject(LIMITED);
  });
});
