// The pages a verification link opens (/auth/verify-email?code=, /auth/verify-mobile?code=):
// the code is checked on the server with the platform, and the answer shown.
import 'server-only';
import Link from 'next/link';
import { AuthCard } from './auth-card';
import { serverSdk } from '@/lib/sdk/server';
import { SdkServerResponseError } from '@/lib/sdk/errors';
import { SDK_MESSAGES } from '@/lib/constants';

export async function VerifyAddress({ kind, code }: { kind: 'email' | 'mobile'; code: string | undefined }) {
  const what = kind === 'email' ? 'email address' : 'mobile number';
  if (!code) {
    return (
      <AuthCard title={`Verify your ${what}`}>
        <p>Open this page from the link we sent you.</p>
      </AuthCard>
    );
  }
  let failure: string | undefined;
  try {
    const user = (await serverSdk()).user;
    await (kind === 'email' ? user.verifyEmail({ body: { code } }) : user.verifyMobile({ body: { code } }));
  } catch (error) {
    failure = error instanceof SdkServerResponseError ? error.message : SDK_MESSAGES.somethingWentWrong;
  }
  return (
    <AuthCard title={failure ? 'This link did not work' : `Your ${what} is verified`}>
      <p role="status">{failure ?? `Thank you. You can now sign in with this ${what}.`}</p>
      <p>
        <Link href="/profile/details/">Go to your profile</Link> · <Link href="/">Continue shopping</Link>
      </p>
    </AuthCard>
  );
}
