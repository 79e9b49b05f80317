// One <script type="application/ld+json"> through next-seo (which escapes '</script>' and '<!--').
import { JsonLdScript } from 'next-seo';
import type { JsonLd as JsonLdData } from '@/lib/seo/types';

export function JsonLd({ id, data }: { id: string; data: JsonLdData }) {
  return <JsonLdScript data={data} id={id} scriptKey={id} />;
}
