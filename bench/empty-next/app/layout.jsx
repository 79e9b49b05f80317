// The yardstick's whole document: what any App Router page ships before the shop adds anything.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
