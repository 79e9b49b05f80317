// Stands in for 'server-only' while scripts/theme-build.ts reads the section files' settings.
