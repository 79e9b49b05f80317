'use client';
// The country of a new address, when the shop ships abroad ('A country dropdown
// appears for new addresses when international shipping is on'). A GET form: choosing a country
// reloads the page with that country's form (at once with JavaScript; with 'Change' without it).
// The page's other query values ride along as hidden fields.
import styles from './address.module.css';

type Props = { choices: { iso2: string; name: string }[]; current: string; keep: Record<string, string> };

export function CountryChoice({ choices, current, keep }: Props) {
  return (
    <form method="get" className={styles.country} data-testid="country-choice">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="address-country">Country</label>
      <select
        id="address-country"
        name="country"
        className={styles.input}
        defaultValue={current}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
      >
        {choices.map((c) => (
          <option key={c.iso2} value={c.iso2}>
            {c.name}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={styles.secondary}>
          Change
        </button>
      </noscript>
    </form>
  );
}
