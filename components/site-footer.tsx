import styles from './site-footer.module.css';

export function SiteFooter({ shopName, description }: { shopName: string; description: string }) {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <p className={styles.name}>{shopName}</p>
        <p className={styles.description}>{description}</p>
        <p className={styles.copy}>© {new Date().getFullYear()} {shopName}</p>
      </div>
    </footer>
  );
}
