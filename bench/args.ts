// Command-line options of the benchmarks: `--name value` and bare `--flag`.
const args = process.argv.slice(2);

/** The value after `--name`, else the fallback. */
export function option(name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
}

/** Whether `--name` was given. */
export const flag = (name: string): boolean => args.includes(`--${name}`);
