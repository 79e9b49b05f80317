// `npm run theme:sync`: brings the default theme's new sections, pages and settings into the
// stored demo themes (matched by slug), adding only what a theme lacks (platform/theme/sync.ts
// decides what that is). One transaction under the seeders' lock; running it twice adds nothing.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { themePages, themes } from '../db/schema';
import { planThemeSync } from '../theme';
import { LOCK_KEY, buildDemoThemes } from './theme-content';

export type ThemeSyncReport = {
  /** Per stored theme slug, what was added (empty when it was already up to date). */
  themes: Record<string, string[]>;
  /** Stored themes that are no demo theme, left alone. */
  skipped: string[];
};

export async function syncDemoThemes(database: Database): Promise<ThemeSyncReport> {
  const built = new Map((await buildDemoThemes(database)).map((b) => [b.theme.slug, b]));
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
    const report: ThemeSyncReport = { themes: {}, skipped: [] };
    for (const theme of await tx.select().from(themes).orderBy(themes.slug)) {
      const source = built.get(theme.slug);
      if (!source) {
        report.skipped.push(theme.slug);
        continue;
      }
      const pages = await tx
        .select({ value: themePages.value, sections: themePages.sections })
        .from(themePages)
        .where(eq(themePages.themeId, theme.id));
      const plan = planThemeSync({ ...theme, pages }, source);
      const now = new Date();
      if (plan.theme)
        await tx
          .update(themes)
          .set({ ...plan.theme, updatedAt: now })
          .where(eq(themes.id, theme.id));
      for (const page of plan.pages) {
        await tx
          .update(themePages)
          .set({ sections: page.sections, updatedAt: now })
          .where(and(eq(themePages.themeId, theme.id), eq(themePages.value, page.value)));
      }
      if (plan.newPages.length > 0) await tx.insert(themePages).values(plan.newPages).onConflictDoNothing();
      report.themes[theme.slug] = plan.added;
    }
    return report;
  });
}
