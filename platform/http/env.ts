import type { Database } from '../db/client';
import type { applications } from '../db/schema';

export type Application = typeof applications.$inferSelect;

/** What every domain router can read from the context once the request is authenticated. */
export type PlatformEnv = {
  Variables: {
    database: Database;
    application: Application;
    /** Set by privateAnswers before the handler: the answer's headers change after it. */
    privateAnswer?: boolean;
  };
};
