// Runs once when the server starts: opens and migrates the database, seeds the demo shop on the
// first run and writes the generated secrets, before the first request arrives.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { platformConnection } = await import('./lib/sdk/transport');
    await platformConnection();
  }
}
