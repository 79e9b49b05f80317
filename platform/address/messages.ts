// Messages of the address calls. The form's messages and the error catalogue's
// are the contract's, shown by both sides; the rest are ours.
export { ADDRESS_MESSAGES } from '../../contract/address';

export const ADDRESS_API_MESSAGES = {
  notFound: 'Address not found',
  tooMany: (limit: number) => `You can save at most ${limit} addresses. Remove one to add another.`,
  badId: 'id must be an address id',
} as const;
