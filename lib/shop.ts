// The application's public identity (name, description, logo) for the layout and metadata.
import 'server-only';
import { cache } from 'react';
import { serverSdk } from './sdk/server';

export type Shop = { name: string; description: string; logo?: string };

export const getShop = cache(async (): Promise<Shop> => {
  const sdk = await serverSdk({ forwardCookies: false });
  const app = await sdk.configuration.getApplication();
  return { name: app.name, description: app.description ?? '', logo: app.logo?.secure_url };
});
