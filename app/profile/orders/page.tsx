// /profile/orders (status and selected_date_filter): the shopper's orders, 12 a
// page, newest first, each shipment linking to its page. The filters are a GET form.
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AuthCard } from '@/components/user/auth-card';
import { ProfileNav } from '@/components/user/profile-nav';
import { OrderCard } from '@/components/order/order-card';
import { OrderFilters } from '@/components/order/order-filters';
import styles from '@/components/order/orders.module.css';
import { signedInOnly } from '@/lib/user/guards';
import { requireCartEnabled } from '@/lib/cart/data';
import { chosenRange, loadOrders } from '@/lib/order/data';
import { ORDER_PATHS, ORDER_WORDS, STATUS_FILTERS } from '@/lib/order/constants';
import { pageQuery } from '@/lib/shared/page-query';
import { readFormNotice } from '@/lib/forms/notice';

export const metadata: Metadata = { title: ORDER_WORDS.listTitle, robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function OrdersPage({ searchParams }: Props) {
  await requireCartEnabled();
  const query = await pageQuery(searchParams);
  const status = STATUS_FILTERS.find((f) => String(f.value) === first(query.status))?.value ?? 1;
  const days = chosenRange(first(query.selected_date_filter));
  const page = Math.min(Math.max(Number.parseInt(first(query.page) ?? '1', 10) || 1, 1), 10_000);
  const here = new URLSearchParams({ status: String(status), selected_date_filter: String(days) });
  await signedInOnly(`${ORDER_PATHS.list}?${here}`);
  const [list, notice] = await Promise.all([loadOrders({ status, page, days }), readFormNotice()]);
  const items = list?.items ?? [];
  const pageHref = (n: number) =>
    `${ORDER_PATHS.list}?${new URLSearchParams({ ...Object.fromEntries(here), page: String(n) })}`;
  return (
    <AuthCard title={ORDER_WORDS.listTitle} wide>
      <ProfileNav current="/profile/orders/" />
      {notice ? (
        <p className={notice.ok ? styles.notice : styles.noticeError} role="status">
          {notice.message}
        </p>
      ) : null}
      <OrderFilters status={status} days={days} />
      {items.length ? (
        <ol className={styles.list} data-testid="orders">
          {items.map((o) => (
            <OrderCard key={o.order_id} order={o} />
          ))}
        </ol>
      ) : (
        <p className={styles.muted} data-testid="orders-empty">
          {ORDER_WORDS.empty} <Link href="/products/">Start shopping</Link>
        </p>
      )}
      {list && (page > 1 || list.page.has_next) ? (
        <nav className={styles.pager} aria-label="Pages">
          {page > 1 ? <Link href={pageHref(page - 1)}>← Newer</Link> : <span />}
          <span className={styles.muted}>Page {page}</span>
          {list.page.has_next ? <Link href={pageHref(page + 1)}>Older →</Link> : <span />}
        </nav>
      ) : null}
    </AuthCard>
  );
}
