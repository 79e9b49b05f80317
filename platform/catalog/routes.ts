import { Hono } from 'hono';
import type { PlatformEnv } from '../http/env';

export const catalogRoutes = new Hono<PlatformEnv>();
