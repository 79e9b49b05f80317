// A policy page (/privacy-policy/, /shipping-policy/, /return-policy/,
// /terms-and-conditions/): the matching text of the application's legal document, sanitised like
// all merchant HTML, in the shop's layout and colours, followed by the sections the theme has for
// the page. Without a text for it the page is not found, so a link to it is never a blank page.
import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { safeHtml } from '@/lib/shared/html';
import { stripMarkup } from '@/lib/shared/format';
import { loadLegal } from '@/lib/content/data';
import { POLICY_PAGES, withoutRepeatedTitle, type PolicyKind } from '@/lib/content/paths';
import { landingMetadata } from '@/lib/seo/data';
import { ThemePage } from '@/lib/theme/render/theme-page';
import styles from './content-page.module.css';

type Query = Record<string, string | string[] | undefined>;

const DESCRIPTION_LENGTH = 160;

async function policyText(kind: PolicyKind): Promise<{ html: string; updatedAt?: string } | undefined> {
  const legal = await loadLegal();
  const { legalKey, title } = POLICY_PAGES[kind];
  const raw = legal?.[legalKey];
  if (typeof raw !== 'string') return undefined;
  const html = withoutRepeatedTitle(safeHtml(raw), title);
  return stripMarkup(html) ? { html, updatedAt: legal?.updated_at } : undefined;
}

export async function policyMetadata(kind: PolicyKind): Promise<Metadata> {
  const text = await policyText(kind);
  if (!text) return { title: 'Page Not Found.' };
  const { title, path, pageSlug } = POLICY_PAGES[kind];
  const plain = stripMarkup(text.html);
  const description =
    plain.length > DESCRIPTION_LENGTH ? `${plain.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : plain;
  return landingMetadata(pageSlug, path, { title, description });
}

function lastUpdated(iso: string | undefined): string | undefined {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime())
    ? date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    : undefined;
}

export async function PolicyPage({ kind, query }: { kind: PolicyKind; query: Query }) {
  const text = await policyText(kind);
  if (!text) notFound();
  const { title, path, pageSlug } = POLICY_PAGES[kind];
  const updated = lastUpdated(text.updatedAt);
  return (
    <>
      <article className={styles.page} data-policy={kind}>
        <h1 className={styles.title}>{title}</h1>
        {updated ? <p className={styles.updated}>Last updated {updated}</p> : null}
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: text.html }} />
      </article>
      <ThemePage pageSlug={pageSlug} path={path} query={query} />
    </>
  );
}
