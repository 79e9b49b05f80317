import Link from '@/components/ui/link';

export default function NotFound() {
  return (
    <section className="container" style={{ padding: '5rem 1rem', textAlign: 'center' }}>
      <h1>Page Not Found.</h1>
      <p>The page you asked for is not here. It may have moved, or the link may be wrong.</p>
      <p>
        <Link href="/products/" style={{ color: 'var(--color-link)', fontWeight: 600 }}>
          Browse all products
        </Link>
      </p>
    </section>
  );
}
