// /terms-and-conditions/: a policy page from the application's legal document.
import { PolicyPage, policyMetadata } from '@/components/content/policy-page';
import { pageQuery } from '@/lib/shared/page-query';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () => policyMetadata('terms-and-conditions');

export default async function TermsAndConditionsPage({ searchParams }: Props) {
  return <PolicyPage kind="terms-and-conditions" query={await pageQuery(searchParams)} />;
}
