// One <script type="application/ld+json">. Rendered here rather than with next-seo's JsonLdScript,
// whose escape misses closing-tag variants such as `</script >`: scriptJson leaves no `<` at all.
import type { JsonLd as JsonLdData } from '@/lib/seo/types';
import { scriptJson } from '@/lib/shared/script-json';

export function JsonLd({ id, data }: { id: string; data: JsonLdData }) {
  return (
    <script
      type="application/ld+json"
      id={id}
      data-testid={id}
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}
