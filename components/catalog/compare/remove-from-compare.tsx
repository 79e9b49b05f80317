'use client';
// "Remove" on the compare page: a plain link to the list without the product (so it works
// without JavaScript); with JavaScript it also takes the product off the stored and saved lists
// and emits compare.remove, even when it was the last one.
import Link from '@/components/ui/link';
import { useCompare } from '@/lib/blocks/use-compare';

type Props = { slug: string; name: string; href: string; className?: string };

export function RemoveFromCompare({ slug, name, href, className }: Props) {
  const { remove } = useCompare();
  return (
    <Link
      href={href}
      className={className}
      aria-label={`Remove ${name} from the comparison`}
      scroll={false}
      onClick={() => remove(slug)}
    >
      Remove
    </Link>
  );
}
