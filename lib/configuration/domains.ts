// The application's domains (configuration's `domains` and `domain`) as the host names a request
// may name: pure, so the server's host check and the seo origin share it.
/** A domain's host name: stored bare ('shop.example.in') or, by some merchants, as a URL. */
export function domainHost(name: string | undefined): string | undefined {
  const text = name?.trim();
  if (!text) return undefined;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return text.toLowerCase();
  try {
    return new URL(text).host || undefined;
  } catch {
    return undefined;
  }
}

type DomainEntry = { name?: string; is_primary?: boolean };

/** The application's domains as host names, the primary first (configuration's domains and domain). */
export function shopDomains(app: { domains?: DomainEntry[]; domain?: DomainEntry }): string[] {
  const listed = [...(app.domains ?? [])].sort((a, b) => Number(Boolean(b.is_primary)) - Number(Boolean(a.is_primary)));
  return [
    ...new Set(
      [...listed, ...(app.domain ? [app.domain] : [])]
        .map((d) => domainHost(d.name))
        .filter((d): d is string => Boolean(d)),
    ),
  ];
}
