// A line's small picture (bag, checkout summary, orders, shipments): the platform's narrow copy,
// decorative (the line names the product beside it), lazy. Without a picture it keeps the slot
// as an empty span so the line's grid stays aligned; `optional` draws nothing instead.
import { mediaThumbnail } from '@/contract/media';

const SIZES = { small: [48, 60], medium: [56, 70] } as const;

export function LineThumb({
  src,
  size = 'medium',
  optional = false,
}: {
  src: string | undefined | null;
  size?: keyof typeof SIZES;
  optional?: boolean;
}) {
  const [width, height] = SIZES[size];
  if (!src) return optional ? null : <span />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sized WebP from the platform
    <img src={mediaThumbnail(src)} alt="" width={width} height={height} loading="lazy" decoding="async" />
  );
}
