export const metadata = {
  title: 'Empty page',
  description: 'An empty Next.js page: the yardstick npm run bench:pages measures beside the shop.',
};

export default function Page() {
  return <h1>Empty page</h1>;
}
