// The application's identity and settings over HTTP and through the official SDK.
import { describe, expect, it } from '@jest/globals';
import { api, officialClient, server, failure } from '../harness';
import { SERVED_PAGE_TYPES, urlToAction } from '@/lib/theme/links';

const C = '/service/application/configuration';

describe('configuration: application, detail, information, about', () => {
  it('answers the calling application without its token', async () => {
    const res = await api(`${C}/v1.0/application`);
    expect(res.status).toBe(200);
    expect(res.json._id).toBe(server().applicationId);
    expect(typeof res.json.name).toBe('string');
    expect(res.json.name.length).toBeGreaterThan(0);
    expect(res.json.domains.some((d: { is_primary?: boolean }) => d.is_primary)).toBe(true);
    expect(res.json).not.toHaveProperty('token');
    expect(res.json).not.toHaveProperty('secret');
    expect(res.json).not.toHaveProperty('tokens');
    expect(JSON.stringify(res.json)).not.toContain(server().applicationToken);
  });

  it('gives the same identity to the official SDK', async () => {
    const app = await officialClient().configuration.getApplication();
    const direct = await api(`${C}/v1.0/application`);
    expect(app.name).toBe(direct.json.name);
    expect(app._id).toBe(server().applicationId);
  });

  it('answers the basic details (getBasicDetails)', async () => {
    const detail = await officialClient().configuration.getBasicDetails();
    const app = (await api(`${C}/v1.0/application`)).json;
    expect(detail).toMatchObject({ _id: app._id, name: app.name });
    expect(detail).not.toHaveProperty('token');
  });

  it('answers the contact information (getContactInfo)', async () => {
    const info = await officialClient().configuration.getContactInfo();
    expect(info.application).toBe(server().applicationId);
    expect(info.support).toBeDefined();
    expect(Array.isArray(info.links)).toBe(true);
    expect(typeof info.copyright_text).toBe('string');
    const res = await api(`${C}/v1.0/information`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual(info);
  });

  it('lists, among its links, only pages the shop serves', async () => {
    const { links } = (await api(`${C}/v1.0/information`)).json as { links: Array<{ title: string; link: string }> };
    expect(links.length).toBeGreaterThan(0);
    const unserved = links.filter((l) => !SERVED_PAGE_TYPES.has(urlToAction(l.link).page.type));
    expect(unserved).toEqual([]);
  });

  it('answers about on v1.0 and on the SDK path v2.0 (getOwnerInfo)', async () => {
    const v1 = await api(`${C}/v1.0/about`);
    expect(v1.status).toBe(200);
    const about = await officialClient().configuration.getOwnerInfo();
    expect(about.application_info._id).toBe(server().applicationId);
    expect(about.company_info).toBeDefined();
    expect(v1.json.application_info.name).toBe(about.application_info.name);
    expect(JSON.stringify(about)).not.toContain(server().applicationToken);
  });
});

describe('configuration: features and tokens', () => {
  it('answers the feature flags the storefront reads', async () => {
    const { feature } = await officialClient().configuration.getFeatures();
    expect(feature.app).toBe(server().applicationId);
    const res = await api(`${C}/v1.0/feature`);
    expect(res.status).toBe(200);
    expect(res.json.feature.app).toBe(server().applicationId);
  });

  it('answers integration tokens but never the application token or a secret', async () => {
    const res = await api(`${C}/v1.0/token`);
    expect(res.status).toBe(200);
    expect(typeof res.json.tokens).toBe('object');
    const text = JSON.stringify(res.json);
    expect(text).not.toContain(server().applicationToken);
    expect(text).not.toMatch(/secret|password|private/i);
    for (const token of Object.values(res.json.tokens) as Array<{ enabled: unknown; credentials: unknown }>) {
      expect(typeof token.enabled).toBe('boolean');
      expect(typeof token.credentials).toBe('object');
    }
    const viaSdk = await officialClient().configuration.getIntegrationTokens();
    expect(viaSdk.tokens).toEqual(res.json.tokens);
  });
});

describe('configuration: currencies and languages', () => {
  it('lists currencies with code, symbol and decimals', async () => {
    const { items } = await officialClient().configuration.getCurrencies();
    expect(items.length).toBeGreaterThan(0);
    const inr = items.find((c: { code: string }) => c.code === 'INR');
    expect(inr).toMatchObject({ code: 'INR', decimal_digits: 2, is_active: true });
    expect(typeof inr._id).toBe('string');
  });

  it('finds a currency by id through the SDK and over HTTP', async () => {
    const { items } = (await api(`${C}/v1.0/currencies`)).json;
    const first = items[0];
    const one = await officialClient().configuration.getCurrencyById({ id: first._id });
    expect(one).toEqual(first);
    const res = await api(`${C}/v1.0/currency/${encodeURIComponent(first._id)}`);
    expect(res.status).toBe(200);
    expect(res.json.code).toBe(first.code);
  });

  it('answers 404 for an unknown currency and 400 for a malformed id', async () => {
    const missing = await api(`${C}/v1.0/currency/no-such-currency`);
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: 'Currency no-such-currency not found' });
    const bad = await api(`${C}/v1.0/currency/${encodeURIComponent('a b$c')}`);
    expect(bad.status).toBe(400);
    expect(bad.json.success).toBe(false);
    expect(bad.json.message).toMatch(/^Invalid path: id/);
    expect(JSON.stringify(bad.json)).not.toMatch(/\bat .*\.ts:\d+/);
    expect(
      await failure(() => officialClient().configuration.getCurrencyById({ id: 'no-such-currency' })),
    ).toMatchObject({
      code: 404,
      message: 'Currency no-such-currency not found',
    });
  });

  it("answers the shop's default and supported currencies", async () => {
    const res = await api(`${C}/v1.0/currency`);
    expect(res.status).toBe(200);
    expect(res.json.application).toBe(server().applicationId);
    const codes = res.json.supported_currency.map((c: { code: string }) => c.code);
    expect(codes).toContain(res.json.default_currency.code);
    const viaSdk = await officialClient().configuration.getAppCurrencies();
    expect(viaSdk.default_currency).toEqual(res.json.default_currency);
  });

  it('lists languages', async () => {
    const { items } = await officialClient().configuration.getLanguages();
    expect(items.length).toBeGreaterThan(0);
    for (const language of items) expect(language).toEqual({ code: expect.any(String), name: expect.any(String) });
  });
});

describe('configuration: staff', () => {
  it('answers an empty staff list with paging', async () => {
    const list = await officialClient().configuration.getAppStaffList({ pageNo: 1, pageSize: 5 });
    expect(list).toMatchObject({ items: [], page: { current: 1, has_next: false } });
    const users = await api(`${C}/v1.0/staff`);
    expect(users.status).toBe(200);
    expect(users.json).toEqual({ staff_users: [] });
  });

  it('rejects a malformed page size', async () => {
    const res = await api(`${C}/v1.0/staff/list?page_size=abc`);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^Invalid query: page_size/);
  });
});
