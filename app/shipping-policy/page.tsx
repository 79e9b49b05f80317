// /shipping-policy/: a policy page from the application's legal document.
import { PolicyPage, policyMetadata } from '@/components/content/policy-page';
import { pageQuery } from '@/lib/shared/page-query';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () => policyMetadata('shipping-policy');

export default async function ShippingPolicyPage({ searchParams }: Props) {
  return <PolicyPage kind="shipping-policy" query={await pageQuery(searchParams)} />;
}
