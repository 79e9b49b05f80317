// /wishlist/resume/?return_to=…: where sign-in sends a shopper who tapped a heart while signed out;
// the held product joins their wishlist, then back to the page (lib/wishlist/intent.ts).
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { resumeWishlistAdd } from '@/lib/wishlist/intent';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest): Promise<never> {
  redirect(await resumeWishlistAdd(request.nextUrl.searchParams.get('return_to')));
}
