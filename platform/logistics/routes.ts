import { Hono } from 'hono';
import type { PlatformEnv } from '../http/env';

export const logisticsRoutes = new Hono<PlatformEnv>();
