// JSON for the inside of a <script> element (JSON-LD, inline data). The HTML parser ends a script
// at `</script` in any case and followed by anything (`</script >`, `</SCRIPT/`), and `<!--` with
// `<script` changes how the rest is read, so escaping `</script>` alone is not enough. Here no
// `<`, `>` or `&` survives — `\u003c` and friends mean the same to JSON.parse and JavaScript —
// and U+2028/U+2029 (line ends to older JavaScript parsers) are escaped too. Every value put into
// a script element goes through this, whatever its source (query, product names, merchant content).

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON.stringify(value), safe as the text of a <script> element; 'null' for nothing to say. */
export function scriptJson(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c]);
}
