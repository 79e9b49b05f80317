// /categories/ and /categories/:department: the category tree by department. Each top-level
// category is a group with its sub-categories as links and its leaf categories as image tiles;
// department tabs are links.
import Link from '@/components/ui/link';
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import type { CategoryNode } from '@/contract/types/catalog';
import { entityHref } from '@/lib/theme/links';
import { LazyImage } from '@/components/ui/lazy-image';
import { flattenCategories, withSdk } from '@/lib/blocks/server';
import { Paragraphs } from './shared/paragraphs';
import { bool, oneOf, text } from './shared/props';
import { DepartmentTabs } from './shared/landing';
import { SectionShell } from './shared/section-shell';
import section from './shared/section.module.css';
import styles from './categories-landing.module.css';

export const settings = {
  name: 'categories-landing',
  label: 'All categories',
  props: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'Categories' },
    { id: 'description', type: 'textarea', label: 'Text', default: '' },
    { id: 'show_departments', type: 'checkbox', label: 'Department tabs', default: true },
    {
      id: 'image_shape',
      type: 'select',
      label: 'Image shape',
      default: 'rounded',
      options: [
        { value: 'circle', text: 'Circle' },
        { value: 'rounded', text: 'Rounded' },
        { value: 'square', text: 'Square' },
      ],
    },
    { id: 'show_names', type: 'checkbox', label: 'Show names', default: true },
  ],
  blocks: [],
} satisfies SectionSettings;

export async function Component({ props, context, index }: SectionComponentProps) {
  const department = context.params.department || undefined;
  const [tree, departments] = await Promise.all([
    withSdk('categories', (sdk) => sdk.catalog.getCategories({ department })),
    withSdk('departments', (sdk) => sdk.catalog.getDepartments()),
  ]);
  if (!tree) return null;
  const shape = oneOf(props, 'image_shape', ['circle', 'rounded', 'square'] as const, 'rounded');
  const showNames = bool(props, 'show_names', true);
  const heading = text(props, 'heading', 'Categories') || 'Categories';
  const names = new Map((departments?.items ?? []).map((d) => [d.slug, d.name] as const));
  const current = department ? names.get(department) : undefined;
  const groups = tree.data.filter((d) => (!department || d.department === department) && d.items.length > 0);
  let tile = 0;
  return (
    <SectionShell headingId={`s${index}-categories`}>
      <header className={styles.head}>
        <h1 id={`s${index}-categories`}>{current ? `${heading}: ${current}` : heading}</h1>
        <Paragraphs body={text(props, 'description')} className={styles.lede} />
      </header>
      {bool(props, 'show_departments', true) && departments && departments.items.length > 0 ? (
        <DepartmentTabs
          base="/categories/"
          departments={departments.items}
          current={department}
          label="Categories by department"
        />
      ) : null}
      {groups.length === 0 ? <p className={section.empty}>No categories here yet.</p> : null}
      {groups.map((dept) => (
        <section
          key={dept.department}
          className={styles.department}
          aria-labelledby={`s${index}-dept-${dept.department}`}
        >
          <h2 id={`s${index}-dept-${dept.department}`} className={department ? 'visually-hidden' : styles.deptName}>
            {names.get(dept.department) ?? dept.department}
          </h2>
          {dept.items.map((top) => {
            const leaves = leavesOf(top);
            return (
              <div key={top.uid} className={styles.group}>
                <div className={styles.groupHead}>
                  <h3>
                    <Link href={entityHref('category', top)}>{top.name}</Link>
                  </h3>
                  {top.childs?.length ? (
                    <ul className={styles.subs} aria-label={`${top.name}: sub-categories`}>
                      {top.childs.map((sub) => (
                        <li key={sub.uid}>
                          <Link href={entityHref('category', sub)}>{sub.name}</Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                <ul className={styles.tiles}>
                  {leaves.map((c) => {
                    const src = c.logo?.url || c.banners?.portrait?.url;
                    const eager = index === 0 && tile++ < 6;
                    return (
                      <li key={c.uid}>
                        <Link
                          href={entityHref('category', c)}
                          className={styles.tile}
                          aria-label={showNames ? undefined : c.name}
                          data-testid="category-card"
                        >
                          <span className={`${styles.media} ${styles[shape]}`}>
                            {src ? (
                              <LazyImage src={src} alt="" width={300} height={300} fit="cover" priority={eager} />
                            ) : null}
                          </span>
                          {showNames ? <span className={styles.name}>{c.name}</span> : null}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </section>
      ))}
    </SectionShell>
  );
}

/** The leaf categories under a node (the node itself when it has none). */
function leavesOf(node: CategoryNode): CategoryNode[] {
  const leaves = flattenCategories(node.childs ?? []).filter((c) => !c.childs?.length);
  return leaves.length ? leaves : [node];
}
