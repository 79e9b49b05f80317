// Image jobs for everything the shop shows: product shots, brand logos, banners, tiles, icons.
// With images off (fast seeding for tests) every request maps onto a small fixed set.
import { bannerSvg, logoSvg, shopLogoSvg, tileSvg, type BannerSpec, type LogoStyle } from './art/brand-art';
import { ICONS } from './art/icons';
import { fabricOf } from './art/fabric';
import { productSvg, type ShapeKind } from './art/product-art';
import { imageId, mediaUrl, type ImageJob } from './images';
import { hashSeed } from './random';

export const VIEW_LABELS = ['front', 'detail', 'styled', 'flat lay'];
const PLACEHOLDER_HEX = '#a3a6ab';
export const LOOKS_PER_KIND = 6;

export type Item = { kind: ShapeKind; hex: string };

/** What sets one product's pictures apart from another's of its kind and colour. */
export type ProductLook = {
  /** The product's pattern attribute ('Striped', 'Floral Print', ...): the fabric drawn. */
  pattern?: string;
  /** A stable name of the product (its slug): the backdrop, trim and pattern details hash it. */
  key?: string;
};

/**
 * Collects image jobs and answers their URLs. Ids hash the SVG itself (plus the encoder
 * settings), so any change to the art yields new URLs, and identical art shares one image.
 * Each distinct request is drawn once, however many products ask for it.
 */
export class ArtBook {
  readonly jobs = new Map<string, ImageJob>();
  private readonly urls = new Map<string, string>();
  constructor(readonly rich: boolean) {}

  private add(prefix: string, key: string, format: ImageJob['format'], draw: () => string): string {
    const memo = this.urls.get(`${prefix}|${key}`);
    if (memo) return memo;
    const svg = draw();
    const width = Number(/width="(\d+)"/.exec(svg)?.[1] ?? 0);
    const height = Number(/height="(\d+)"/.exec(svg)?.[1] ?? 0);
    const job: ImageJob = { id: imageId(prefix, format, svg), width, height, format, svg: () => svg };
    this.jobs.set(job.id, job);
    const url = mediaUrl(job);
    this.urls.set(`${prefix}|${key}`, url);
    return url;
  }

  product(kind: ShapeKind, hex: string, view: number, look: ProductLook = {}): string {
    if (!this.rich) return this.add('p', `${kind}|placeholder`, 'webp', () => productSvg(kind, PLACEHOLDER_HEX, 0, 0));
    const fabric = fabricOf(look.pattern);
    // One of a few looks per kind, colour and fabric: neighbours in a listing rarely match, and a
    // catalogue of any size draws a bounded number of images.
    const seed = hashSeed(kind, hex, fabric, hashSeed(look.key ?? '') % LOOKS_PER_KIND);
    return this.add('p', `${kind}|${hex}|${fabric}|${seed}|${view}`, 'webp', () =>
      productSvg(kind, hex, view, seed, fabric),
    );
  }

  logo(name: string, bg: string, style: LogoStyle): string {
    if (!this.rich) return this.shopLogo('square');
    return this.add('l', `${name}|${bg}|${style}`, 'webp', () => logoSvg(name, bg, style));
  }

  banner(spec: BannerSpec): string {
    const s: BannerSpec = this.rich
      ? spec
      : {
          title: 'Lumen & Loom',
          subtitle: 'Crafted in India',
          bg: '#2f3e5c',
          items: [],
          orientation: spec.orientation,
        };
    return this.add('b', JSON.stringify(s), 'webp', () => bannerSvg(s));
  }

  tile(items: Item[], bg: string): string {
    const list = this.rich ? items : items.slice(0, 1).map((i) => ({ kind: i.kind, hex: PLACEHOLDER_HEX }));
    const colour = this.rich ? bg : '#ece4d4';
    return this.add('t', `${JSON.stringify(list)}|${colour}`, 'webp', () => tileSvg(list, colour));
  }

  shopLogo(variant: 'wide' | 'square'): string {
    return this.add('s', variant, 'webp', () => shopLogoSvg('Lumen & Loom', variant));
  }

  icon(name: string): string {
    return this.add('i', name, 'svg', () => ICONS[name] ?? '');
  }
}
