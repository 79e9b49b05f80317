// Headless block: whether the page has hydrated, for a client part that draws differently once it runs.
export { useHydrated } from '@/lib/shared/use-hydrated';
