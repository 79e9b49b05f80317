'use client';
// The address form: the country's fields in its rows, the address type
// (Home, Office, or Other with a name) and the default choice. It posts to the saveAddress action,
// so it works without JavaScript (the action's refusal comes back as this form's state). With
// JavaScript it checks the fields first with the platform's own rules and scrolls to the first
// problem, and a pincode fills city and state after 500 ms; a failed lookup clears them.
import { useActionState, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { addressErrors, addressTypeChoice, ADDRESS_LIMITS, PINCODE_FIELD_SLUGS } from '@/contract/address';
import type { AddressFormField } from '@/contract/types/logistics';
import { saveAddress, type AddressFormState } from '@/lib/address/actions';
import { PINCODE_DIRECTORY_COUNTRIES, PINCODE_LOOKUP_DEBOUNCE_MS } from '@/lib/address/constants';
import { pincodePlace } from '@/lib/logistics/client-actions';
import { FormError } from '@/components/user/field';
import { useTypedBeforeHydration } from '@/lib/shared/typed-before-hydration';
import { MapPicker } from './map-picker';
import styles from './address.module.css';

type Props = {
  rows: AddressFormField[][];
  choices: Record<string, string[]>;
  country: { iso2: string; phoneCode: string };
  initial?: Record<string, string>;
  addressType?: string;
  isDefault?: boolean;
  id?: string;
  returnTo?: string;
  submitLabel: string;
  /** The shop's Maps key and where the country's map is centred: the map picker is drawn only with it. */
  maps?: { key: string; center: { lat: number; lng: number } };
};

const isPincode = (slug: string) => (PINCODE_FIELD_SLUGS as readonly string[]).includes(slug);

export function AddressForm({
  rows,
  choices,
  country,
  initial = {},
  addressType,
  isDefault,
  id,
  returnTo,
  submitLabel,
  maps,
}: Props) {
  const [state, action, pending] = useActionState<AddressFormState, FormData>(saveAddress, { errors: {}, values: {} });
  const fields = rows.flat();
  const start = addressTypeChoice(addressType);
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...initial, ...state.values }));
  const [type, setType] = useState(state.values.address_type ?? start.type);
  const [otherName, setOtherName] = useState(state.values.other_name ?? start.otherName ?? '');
  const [errors, setErrors] = useState<Record<string, string>>(state.errors);
  const formRef = useRef<HTMLFormElement>(null);
  const lookup = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The directory's answer for a pincode it does not know, kept for the field while it holds that pincode.
  const unknownPincode = useRef<{ pincode: string; message: string } | undefined>(undefined);
  const uid = useId();
  const [geo, setGeo] = useState<{ latitude: number; longitude: number }>();
  useTypedBeforeHydration(formRef, ({ address_type, other_name, ...typed }) => {
    const own = Object.entries(typed).filter(([slug]) => fields.some((f) => f.slug === slug));
    setValues((v) => ({ ...v, ...Object.fromEntries(own) }));
    if (address_type) setType(address_type);
    if (other_name !== undefined) setOtherName(other_name);
    const pincode = own.find(([slug]) => isPincode(slug));
    if (pincode) schedulePincode(pincode[1].trim());
  });

  // A refusal from the platform replaces what was typed with what was sent, and its messages.
  useEffect(() => {
    if (!state.message) return;
    setValues((v) => ({ ...v, ...state.values }));
    setErrors(state.errors);
    scrollToFirstInvalid(formRef.current, Object.keys(state.errors));
  }, [state]);
  useEffect(() => () => clearTimeout(lookup.current), []);

  const scrollToFirst = (slugs: string[]) => scrollToFirstInvalid(formRef.current, slugs);

  function set(slug: string, value: string) {
    setValues((v) => {
      const next = { ...v, [slug]: value };
      // Choosing a list value clears the field that depends on it; a list the
      // platform does not hold is typed, and typing clears nothing.
      const child = fields.find((f) => f.slug === slug)?.next;
      if (child && choices[slug] && v[slug] !== value) next[child] = '';
      return next;
    });
    setErrors((e) => (e[slug] ? { ...e, [slug]: '' } : e));
    if (isPincode(slug)) schedulePincode(value.trim());
  }

  function schedulePincode(pincode: string) {
    clearTimeout(lookup.current);
    if (!PINCODE_DIRECTORY_COUNTRIES.includes(country.iso2)) return;
    const field = fields.find((f) => isPincode(f.slug));
    if (!field || !pincode || addressErrors([field], { [field.slug]: pincode }).length) return;
    lookup.current = setTimeout(async () => {
      const place = await pincodePlace(pincode, country.iso2);
      if (place.ok) {
        const { city, state: stateName } = place;
        setValues((v) => ({ ...v, ...(city ? { city } : {}), ...(stateName ? { state: stateName } : {}) }));
        setErrors((e) => ({ ...e, city: '', state: '' }));
        unknownPincode.current = undefined;
      } else {
        const { message } = place;
        unknownPincode.current = { pincode, message };
        setValues((v) => ({ ...v, city: '', state: '' }));
        setErrors((e) => ({ ...e, [field.slug]: message }));
      }
    }, PINCODE_LOOKUP_DEBOUNCE_MS);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const found = addressErrors(fields, values, {
      addressType: { type, otherName },
      phoneCountryCode: Number(country.phoneCode.replace(/\D/g, '')) || undefined,
    });
    if (!found.length) return;
    event.preventDefault();
    const next = Object.fromEntries(found.map((e) => [e.slug, e.message]));
    // City and state are missing because the pincode is unknown: say so at the pincode too.
    const pincodeField = fields.find((f) => isPincode(f.slug));
    const unknown = unknownPincode.current;
    if (
      pincodeField &&
      unknown &&
      (values[pincodeField.slug] ?? '').trim() === unknown.pincode &&
      !next[pincodeField.slug]
    )
      next[pincodeField.slug] = unknown.message;
    setErrors(next);
    scrollToFirst(fields.map((f) => f.slug).filter((slug) => next[slug]));
  }

  const input = (field: AddressFormField) => {
    const fid = `${uid}-${field.slug}`;
    const error = errors[field.slug];
    const common = {
      id: fid,
      name: field.slug,
      'data-slug': field.slug,
      value: values[field.slug] ?? '',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fid}-error` : undefined,
      className: styles.input,
    } as const;
    const options = choices[field.slug];
    return (
      <div className={styles.field} key={field.slug}>
        <label htmlFor={fid}>
          {field.display_name}
          {field.required ? null : <span className={styles.optional}> (Optional)</span>}
        </label>
        {options ? (
          <select {...common} onChange={(e) => set(field.slug, e.target.value)}>
            <option value="">Choose…</option>
            {options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type={field.input === 'email' ? 'email' : field.input === 'mobile' ? 'tel' : 'text'}
            inputMode={
              field.input === 'mobile' || (isPincode(field.slug) && country.iso2 === 'IN') ? 'numeric' : undefined
            }
            autoComplete={AUTOCOMPLETE[field.slug]}
            maxLength={field.validation?.regex?.length?.max ?? ADDRESS_LIMITS.fieldMaxChars}
            onChange={(e) => set(field.slug, e.target.value)}
          />
        )}
        {error ? (
          <p id={`${fid}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      action={action}
      onSubmit={onSubmit}
      className={styles.form}
      noValidate
      data-testid="address-form"
    >
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {returnTo ? <input type="hidden" name="return_to" value={returnTo} /> : null}
      <input type="hidden" name="country_iso_code" value={country.iso2} />
      <FormError message={state.message && !Object.values(errors).some(Boolean) ? state.message : undefined} />
      {maps ? (
        <MapPicker
          mapsKey={maps.key}
          country={country.iso2}
          center={maps.center}
          onUse={(place) => {
            setValues((v) => ({ ...v, ...place.values }));
            setErrors({});
            setGeo({ latitude: place.latitude, longitude: place.longitude });
          }}
        />
      ) : null}
      {geo ? (
        <>
          <input type="hidden" name="geo_latitude" value={String(geo.latitude)} />
          <input type="hidden" name="geo_longitude" value={String(geo.longitude)} />
        </>
      ) : null}
      {rows.map((row) => (
        <div key={row.map((f) => f.slug).join('-')} className={row.length > 1 ? styles.row : undefined}>
          {row.map(input)}
        </div>
      ))}
      <fieldset className={styles.types}>
        <legend>Address type</legend>
        {(['home', 'office', 'other'] as const).map((t) => (
          <label key={t}>
            <input type="radio" name="address_type" value={t} checked={type === t} onChange={() => setType(t)} />{' '}
            {t[0].toUpperCase() + t.slice(1)}
          </label>
        ))}
      </fieldset>
      {/* Always drawn (a page without JavaScript needs it too); CSS shows it when Other is chosen. */}
      <div className={`${styles.field} ${styles.otherName}`}>
        <label htmlFor={`${uid}-other`}>Address name</label>
        <input
          id={`${uid}-other`}
          name="other_name"
          className={styles.input}
          value={otherName}
          maxLength={ADDRESS_LIMITS.addressNameMaxChars}
          onChange={(e) => setOtherName(e.target.value)}
          aria-invalid={errors.address_type ? true : undefined}
          data-slug="address_type"
        />
        {errors.address_type ? <p className={styles.error}>{errors.address_type}</p> : null}
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="is_default_address"
          defaultChecked={isDefault || state.values.is_default_address === 'on'}
        />{' '}
        Make this my default address
      </label>
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}

/** The first invalid field (in the form's order) scrolls into view and takes focus. */
function scrollToFirstInvalid(form: HTMLFormElement | null, slugs: string[]) {
  const input = form
    ? [...form.querySelectorAll<HTMLElement>('[data-slug]')].find((el) => slugs.includes(el.dataset.slug ?? ''))
    : undefined;
  input?.scrollIntoView({ block: 'center' });
  input?.focus({ preventScroll: true });
}

const AUTOCOMPLETE: Record<string, string> = {
  name: 'name',
  phone: 'tel-national',
  email: 'email',
  address: 'address-line1',
  area: 'address-line2',
  area_code: 'postal-code',
  pincode: 'postal-code',
  city: 'address-level2',
  state: 'address-level1',
};
