export const AUTH_MESSAGES = {
  missingCredentials:
    'Missing application credentials: send Authorization: Bearer base64(application_id:application_token)',
  invalidCredentials: 'Invalid application credentials',
  missingSignature: 'Missing request signature: send x-fp-date and x-fp-signature headers',
  badDate: 'Invalid x-fp-date: expected the form YYYYMMDDTHHMMSSZ',
  staleDate: 'Request expired: x-fp-date is more than 15 minutes away from the server time',
  badSignature: 'Invalid request signature',
} as const;
