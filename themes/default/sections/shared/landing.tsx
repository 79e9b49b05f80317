// Parts of the brands, categories and collections landing pages: department tabs as links and
// the page number of a "Load more" link followed without JavaScript.
import Link from '@/components/ui/link';
import type { Department } from '@/contract/types/catalog';
import styles from './landing.module.css';

export function landingPage(query: Readonly<Record<string, string | string[] | undefined>>): number {
  const raw = Array.isArray(query.page_no) ? query.page_no[0] : query.page_no;
  const n = Number(raw);
  return Number.isInteger(n) && n > 1 && n <= 10_000 ? n : 1;
}

type TabsProps = {
  base: '/brands/' | '/categories/';
  departments: readonly Department[];
  current?: string;
  label: string;
};

export function DepartmentTabs({ base, departments, current, label }: TabsProps) {
  const sorted = [...departments].sort((a, b) => b.priority_order - a.priority_order);
  return (
    <nav aria-label={label} className={styles.tabs}>
      <ul>
        <li>
          <Link href={base} aria-current={current ? undefined : 'page'}>
            All
          </Link>
        </li>
        {sorted.map((d) => (
          <li key={d.slug}>
            <Link href={`${base}${encodeURIComponent(d.slug)}/`} aria-current={current === d.slug ? 'page' : undefined}>
              {d.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
