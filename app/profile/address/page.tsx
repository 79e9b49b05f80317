// /profile/address: the shopper's saved addresses, and the form to add one
// (?add=1) or edit one (?edit=<id>). Signed-in shoppers only. Actions come back here with
// ?notice=<key>, whose words are fixed (lib/address/constants.ts).
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AuthCard } from '@/components/user/auth-card';
import { ProfileNav } from '@/components/user/profile-nav';
import { AddressForm } from '@/components/address/address-form';
import { AddressList } from '@/components/address/address-list';
import styles from '@/components/address/address.module.css';
import { signedInOnly } from '@/lib/user/guards';
import {
  chosenCountry,
  loadMapsKey,
  loadAddress,
  loadAddresses,
  loadAddressForm,
  loadCountryChoices,
} from '@/lib/address/data';
import { CountryChoice } from '@/components/address/country-choice';
import { ADDRESS_NOTICES, ADDRESS_PATHS, type AddressNotice } from '@/lib/address/constants';
import { pageQuery } from '@/lib/shared/page-query';

export const metadata: Metadata = { title: 'Your addresses', robots: { index: false } };

type Search = { add?: string; edit?: string; notice?: string; country?: string };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function ProfileAddressPage({ searchParams }: { searchParams: Promise<Search> }) {
  const query = await pageQuery(searchParams);
  const edit = first(query.edit);
  await signedInOnly(edit ? `${ADDRESS_PATHS.profile}?edit=${encodeURIComponent(edit)}` : ADDRESS_PATHS.profile);
  const notice = first(query.notice) as AddressNotice | undefined;
  const [list, editing] = await Promise.all([loadAddresses(), edit ? loadAddress(edit) : undefined]);
  const showForm = Boolean(editing) || first(query.add) === '1' || list.address.length === 0;
  const countries = showForm && !editing ? await loadCountryChoices() : [];
  const country = editing?.country_iso_code ?? (await chosenCountry(countries, first(query.country)));
  const form = showForm ? await loadAddressForm(country) : undefined;
  const mapsKey = form ? await loadMapsKey() : undefined;
  const initial = editing
    ? Object.fromEntries(Object.entries(editing).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : undefined;

  return (
    <AuthCard title="Your addresses" lead="Where your orders go. The default one is chosen first at checkout." wide>
      <ProfileNav current={ADDRESS_PATHS.profile} />
      {notice && notice in ADDRESS_NOTICES ? (
        <p className={notice.endsWith('Failed') ? styles.noticeError : styles.notice} role="status">
          {ADDRESS_NOTICES[notice]}
        </p>
      ) : null}
      {edit && !editing ? <p className={styles.noticeError}>Address not found</p> : null}
      <AddressList addresses={list.address} />
      {form ? (
        <section aria-labelledby="address-form-heading" className={styles.formSection}>
          <h2 id="address-form-heading">{editing ? 'Edit address' : 'Add a new address'}</h2>
          {countries.length ? (
            <CountryChoice choices={countries} current={form.country.iso2} keep={{ add: '1' }} />
          ) : null}
          <AddressForm
            key={editing?.id ?? `new-${form.country.iso2}`}
            maps={mapsKey ? { key: mapsKey, center: form.country.center } : undefined}
            rows={form.rows}
            choices={form.choices}
            country={form.country}
            initial={initial}
            addressType={editing?.address_type}
            isDefault={editing?.is_default_address}
            id={editing?.id}
            submitLabel={editing ? 'Save changes' : 'Save address'}
          />
        </section>
      ) : list.address.length < list.validation_config.address_max_limit ? (
        <Link href={`${ADDRESS_PATHS.profile}?add=1`} className={styles.add}>
          Add a new address
        </Link>
      ) : null}
    </AuthCard>
  );
}
