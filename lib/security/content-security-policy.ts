// The shop's Content-Security-Policy, built from its own configuration. Pure: the production
// server (server/security-headers.ts) gathers the inputs and calls these.
//
// No nonce: a nonce changes per request and would force every page to render per request. Inline
// scripts are allowed by their sha256 hashes instead: those of the finished HTML that the shop
// itself writes (see shopInlineScriptHashes) and those the shop's configuration adds in the
// browser (injected tags, custom HTML sections); external scripts by their origin ('self' first).
import { PROFILE_PROMPT_GATE_SCRIPT } from '@/lib/user/profile-prompt-script';
import { createHash } from 'node:crypto';

/** Where the shop's configuration loads from, and the inline scripts it adds in the browser. */
export type ShopSources = {
  /** Origins of external scripts (injected js tags, the maps service). */
  scriptOrigins: string[];
  /** Origins of stylesheets and fonts (injected css tags, the maps service). */
  styleOrigins: string[];
  /** Origins fetched from (extension assets, tag origins: analytics beacons, the maps service). */
  connectOrigins: string[];
  /** Origins of images beyond the shop's own (remote platform media, tag pixels, maps tiles). */
  imageOrigins: string[];
  /** Origins that may be framed (tags that add frames, such as a tag manager's). */
  frameOrigins: string[];
  /** 'sha256-…' sources of inline scripts the configuration adds (tags, custom HTML frames). */
  scriptHashes: string[];
};

export const EMPTY_SOURCES: ShopSources = {
  scriptOrigins: [],
  styleOrigins: [],
  connectOrigins: [],
  imageOrigins: [],
  frameOrigins: [],
  scriptHashes: [],
};

/** The maps service (the map address picker): Google Maps' script, tiles, fonts and calls. */
export const MAPS_ORIGINS = [
  'https://maps.googleapis.com',
  'https://maps.gstatic.com',
  'https://fonts.googleapis.com',
  'https://fonts.gstatic.com',
];

/** The policy's source expression for a script's text. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The origin of an absolute http(s) URL; undefined for a path on this shop or anything else. */
export function originOf(url: string | undefined): string | undefined {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url.trim())) return undefined;
  try {
    const origin = new URL(url.trim()).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

export type InlineScript = { attributes: string; content: string };

// A <script> start tag (quoted attribute values may hold '>') and its raw text, which ends at the
// first `</script` followed by whitespace, '/' or '>' (any case), as an HTML parser reads it.
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

const attribute = (attributes: string, pattern: RegExp) => {
  const m = pattern.exec(attributes);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : undefined;
};

/** The script elements of an HTML text that a browser would run: inline ones and external srcs. */
export function scriptsIn(html: string): { inline: InlineScript[]; sources: string[] } {
  const inline: InlineScript[] = [];
  const sources: string[] = [];
  for (const m of html.matchAll(SCRIPT)) {
    const attributes = ` ${m[1]}`;
    const type = (attribute(attributes, TYPE_ATTRIBUTE) ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue; // JSON-LD and other data blocks never run
    const src = attribute(attributes, SRC_ATTRIBUTE);
    if (src !== undefined) sources.push(src.trim());
    else inline.push({ attributes: m[1], content: m[2] });
  }
  return { inline, sources };
}

// The shapes of the inline scripts Next (App Router) and React write into a page, and nothing
// else: a script that does not match — whatever reached the HTML by way of a reflected value —
// gets no hash and is refused. The flight payload is data (parsed here as JSON); React's streaming
// runtime is a fixed set of function texts (learnt from React's build, see reactRuntimePieces and react-runtime.ts)
// followed by calls such as `$RC("B:0","S:0")` whose arguments are JSON values.
const FLIGHT_INIT =
  /^\(self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)\.push\(\[0\]\);?(self\.__next_f\.push\(\[2,null\]\);?)?$/;
const FLIGHT_PUSH = /^self\.__next_f\.push\(([\s\S]*)\);?$/;
// Turbopack's bootstrap: the chunks to load and the modules to run, as JSON.
const TURBOPACK_BOOTSTRAP =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/;
const RUNTIME_CALL_START = /^;?\$R[A-Z]{1,2}\(/;

/**
 * The texts of React's streaming runtime found in the source of a react-dom server build: string
 * literals that define `$R…` functions (or replay forms), each without the start of the call some
 * of them end with (`…};$RS("`).
 */
export function reactRuntimePieces(source: string): string[] {
  const pieces = new Set<string>();
  for (const m of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)) {
    const raw = m[1] ?? m[2];
    if (!/\$R[A-Z]{1,2}=|requestAnimationFrame\(function\(\)\{\$RT|addEventListener\("submit"/.test(raw)) continue;
    const text =
      m[1] !== undefined
        ? jsonString(m[1].replace(/\\'/g, "'").replace(/\\.|"/g, (c) => (c === '"' ? '\\"' : c)))
        : jsonString(raw);
    if (text === undefined) continue;
    const piece = text.replace(/\$R[A-Z]{1,2}\("$/, '');
    if (piece) pieces.add(piece);
  }
  return [...pieces].sort((a, b) => b.length - a.length);
}

const jsonString = (escaped: string): string | undefined => {
  try {
    return JSON.parse(`"${escaped}"`) as string;
  } catch {
    return undefined; // an escape JSON lacks (\x..): not a runtime text
  }
};

function isJson(text: string, kind: 'array' | 'object'): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return kind === 'array'
      ? Array.isArray(value)
      : typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** Whether `text` is a run of `$R…(json, …)` calls, nothing else. */
function onlyRuntimeCalls(text: string): boolean {
  let rest = text;
  while (rest && rest !== ';') {
    const start = RUNTIME_CALL_START.exec(rest);
    if (!start) return false;
    const body = rest.slice(start[0].length);
    let end = body.indexOf(')');
    let found = false;
    while (end >= 0 && !found) {
      try {
        JSON.parse(`[${body.slice(0, end)}]`);
        found = true;
      } catch {
        end = body.indexOf(')', end + 1);
      }
    }
    if (!found) return false;
    rest = body.slice(end + 1);
  }
  return true;
}

/** Whether an inline script is one the shop's renderer writes (see above). */
export function isRendererScript(content: string, reactRuntime: readonly string[]): boolean {
  const text = content.trim();
  if (FLIGHT_INIT.test(text)) return true;
  const flight = FLIGHT_PUSH.exec(text);
  if (flight) return isJson(flight[1], 'array');
  const turbopack = TURBOPACK_BOOTSTRAP.exec(text);
  if (turbopack) return isJson(turbopack[1], 'object');
  let rest = text;
  let runtime = false;
  for (
    let piece = reactRuntime.find((p) => rest.startsWith(p));
    piece;
    piece = reactRuntime.find((p) => rest.startsWith(p))
  ) {
    rest = rest.slice(piece.length);
    runtime = true;
  }
  return rest === '' ? runtime : onlyRuntimeCalls(rest);
}

/** The shop's own inline scripts of fixed text (and nothing that varies): allowed as they are. */
const FIXED_SCRIPTS: readonly string[] = [PROFILE_PROMPT_GATE_SCRIPT];

/** The hashes of a finished page's inline scripts that the renderer wrote, and the shop's fixed ones. */
export function shopInlineScriptHashes(html: string, reactRuntime: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const script of scriptsIn(html).inline)
    if (isRendererScript(script.content, reactRuntime) || FIXED_SCRIPTS.includes(script.content))
      hashes.add(sha256Source(script.content));
  return [...hashes];
}

const unique = (values: readonly string[]) => [...new Set(values.filter(Boolean))];
const directive = (name: string, values: readonly string[]) => `${name} ${unique(values).join(' ')}`;

/** frame-ancestors: the shop itself and the merchant's editor. */
export function frameAncestors(editorOrigins: readonly string[]): string {
  return directive('frame-ancestors', ["'self'", ...editorOrigins]);
}

/** The policy of an HTML page. */
export function pagePolicy(input: {
  inlineScriptHashes: readonly string[];
  sources: ShopSources;
  editorOrigins: readonly string[];
}): string {
  const { sources } = input;
  return [
    "default-src 'self'",
    // blob: is where an extension section's module runs from (components/theme/extension-section).
    directive('script-src', [
      "'self'",
      'blob:',
      ...input.inlineScriptHashes,
      ...sources.scriptHashes,
      ...sources.scriptOrigins,
    ]),
    // React writes style attributes and the theme its <style id="theme-vars">: inline styles stay.
    directive('style-src', ["'self'", "'unsafe-inline'", ...sources.styleOrigins]),
    directive('img-src', ["'self'", 'data:', 'blob:', ...sources.imageOrigins]),
    directive('font-src', ["'self'", 'data:', ...sources.styleOrigins]),
    directive('connect-src', ["'self'", ...sources.connectOrigins]),
    directive('frame-src', ["'self'", ...sources.frameOrigins]),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    frameAncestors(input.editorOrigins),
  ].join('; ');
}

/**
 * The policy of a custom page's frame document (/page/<slug>/frame): the merchant's HTML, CSS and
 * JS run as they are, but always sandboxed (an opaque origin, even when the frame URL is opened on
 * its own), and only inside the shop or its editor.
 */
export function customPageFramePolicy(editorOrigins: readonly string[], sandbox: string): string {
  return [
    `sandbox ${sandbox}`,
    "default-src * data: blob: 'unsafe-inline'",
    "object-src 'none'",
    frameAncestors(editorOrigins),
  ].join('; ');
}
