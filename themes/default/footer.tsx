// The default theme's footer. Of the global settings it reads footer_description (empty: the
// application's description), show_social_links, show_support_info, footer_image (an http(s) or
// site path image) and footer_image_link (the image's link, only an http(s) address).
import Link from '@/components/ui/link';
import type { FooterProps } from '@/lib/blocks/theme-contract';
import { bool, text } from './sections/shared/props';
import styles from './footer.module.css';

const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i;
/** An image address the footer draws: http(s), or a path on this site. */
const IMAGE_ADDRESS = /^(?:https?:\/\/|\/(?!\/))[^\s]+$/i;
/** The footer image's box; the image keeps its proportions inside it. */
const FOOTER_IMAGE = { width: 200, height: 80 } as const;

function FooterImage({ src, href, alt }: { src: string; href: string; alt: string }) {
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- a merchant's image of any size
    <img
      src={src}
      alt={alt}
      width={FOOTER_IMAGE.width}
      height={FOOTER_IMAGE.height}
      className={styles.image}
      loading="lazy"
      decoding="async"
    />
  );
  return WEB_ADDRESS.test(href) ? (
    <a href={href} className={styles.imageLink} rel="noopener noreferrer">
      {image}
    </a>
  ) : (
    image
  );
}

export function Footer({
  shopName,
  description: shopDescription,
  menu,
  social: shopSocial,
  support: shopSupport,
  globalConfig,
}: FooterProps) {
  const description = text(globalConfig, 'footer_description') || shopDescription;
  const social = bool(globalConfig, 'show_social_links', true) ? shopSocial : [];
  const support = bool(globalConfig, 'show_support_info', true) ? shopSupport : {};
  const image = text(globalConfig, 'footer_image');
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.name}>{shopName}</p>
          <p className={styles.description}>{description}</p>
          {social.length ? (
            <ul className={styles.social} aria-label="Follow us">
              {social.map((s) => (
                <li key={s.link}>
                  <a href={s.link} rel="noopener noreferrer" target="_blank" title={s.title}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- small platform icon */}
                    <img src={s.icon} alt={s.title} width={24} height={24} loading="lazy" decoding="async" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {IMAGE_ADDRESS.test(image) ? (
            <FooterImage src={image} href={text(globalConfig, 'footer_image_link')} alt={shopName} />
          ) : null}
        </div>
        {menu.map((group) => (
          <nav key={`${group.label}-${group.href}`} aria-label={group.label} className={styles.column}>
            <p className={styles.heading}>
              <Link href={group.href}>{group.label}</Link>
            </p>
            <ul>
              {group.children.map((item) => (
                <li key={`${item.label}-${item.href}`}>
                  <Link href={item.href}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {support.email || support.phone ? (
          <div className={styles.column}>
            <p className={styles.heading}>Contact</p>
            <ul>
              {support.phone ? (
                <li>
                  <a href={`tel:${support.phone.replace(/\s+/g, '')}`}>{support.phone}</a>
                </li>
              ) : null}
              {support.email ? (
                <li>
                  <a href={`mailto:${support.email}`}>{support.email}</a>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
      </div>
      {/* The line sits inside the container's padding, level with the content above it. */}
      <div className="container">
        <p className={styles.copy}>
          © {new Date().getFullYear()} {shopName}
        </p>
      </div>
    </footer>
  );
}
