import { Hono } from 'hono';
import type { PlatformEnv } from '../http/env';

export const configurationRoutes = new Hono<PlatformEnv>();
export const commonConfigurationRoutes = new Hono<PlatformEnv>();
