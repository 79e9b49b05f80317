import Link from 'next/link';
import { getShop } from '@/lib/shop';

export default async function Home() {
  const shop = await getShop();
  return (
    <section className="container" style={{ padding: '4rem 1rem' }}>
      <h1 style={{ fontSize: 'clamp(2rem, 5vw, 3.25rem)' }}>{shop.name}</h1>
      <p style={{ maxWidth: '60ch', color: 'var(--color-muted)', fontSize: '1.1rem' }}>{shop.description}</p>
      <p>
        <Link href="/products/" style={{ display: 'inline-block', marginTop: '1rem', padding: '.8rem 1.6rem', borderRadius: 999, background: 'var(--color-primary)', color: '#fff', fontWeight: 600 }}>
          Shop all products
        </Link>
      </p>
    </section>
  );
}
