// npm run credentials: what any client (curl, the official SDK, a mobile app) needs to call the API.
import { loadSecrets } from '../platform/secrets';

const { applicationId, applicationToken } = loadSecrets();
const domain = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
console.log(JSON.stringify({ application_id: applicationId, application_token: applicationToken, domain }, null, 2));
