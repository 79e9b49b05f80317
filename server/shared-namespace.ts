// Where a shop's processes share what they keep in Redis (kept pages, the platform's catalogue
// answers): apart for each build, whose pages name its own scripts and whose answers have its
// shapes, and for each shop, known by its application id (shared by the processes of one shop;
// README, "Running several processes"), so two shops on one Redis never answer each other's pages.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** This build's id (Next's .next/BUILD_ID). */
export function buildId(): string {
  return fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
}

/** A shop's part of a namespace: a short hash of its application id (never the id itself). */
export function shopNamespace(applicationId: string): string {
  return crypto.createHash('sha256').update(applicationId).digest('hex').slice(0, 12);
}

/** The namespace of a build and shop: the build id and the shop's hash. */
export function sharedNamespace(build: string, applicationId: string): string {
  return `${build}:${shopNamespace(applicationId)}`;
}
