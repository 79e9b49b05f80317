// /privacy-policy/: a policy page from the application's legal document.
import { PolicyPage, policyMetadata } from '@/components/content/policy-page';
import { pageQuery } from '@/lib/shared/page-query';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () => policyMetadata('privacy-policy');

export default async function PrivacyPolicyPage({ searchParams }: Props) {
  return <PolicyPage kind="privacy-policy" query={await pageQuery(searchParams)} />;
}
