// A link styled as a button, in the theme's colours. Internal paths go through next/link.
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'outline';

export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ');
}

export function ButtonLink({
  href,
  children,
  variant = 'primary',
  className,
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  const internal = href.startsWith('/') && !href.startsWith('//');
  if (internal) {
    return (
      <Link href={href} className={buttonClass(variant, className)}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={buttonClass(variant, className)} rel="noopener noreferrer">
      {children}
    </a>
  );
}
