import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  customPageFramePolicy,
  EMPTY_SOURCES,
  isRendererScript,
  originOf,
  pagePolicy,
  reactRuntimePieces,
  scriptsIn,
  sha256Source,
  shopInlineScriptHashes,
} from '@/lib/security/content-security-policy';
import { sectionSources, tagSources } from '@/server/shop-sources';
import { PROFILE_PROMPT_GATE_SCRIPT } from '@/lib/user/profile-prompt-script';
import type { PageSection } from '@/contract/types/theme';

const runtime = reactRuntimePieces(
  fs.readFileSync(
    path.join(process.cwd(), 'node_modules/next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js'),
    'utf8',
  ),
);
const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('sha256Source', () => {
  it('is the quoted base64 sha256 of the UTF-8 text, as browsers compute it', () => {
    expect(sha256Source('alert(1)')).toBe(`'sha256-${createHash('sha256').update('alert(1)').digest('base64')}'`);
    expect(sha256Source('’')).not.toBe(sha256Source("'"));
  });
});

describe('originOf', () => {
  it('keeps the origin of http(s) URLs only', () => {
    expect(originOf('https://cdn.example.com/a/b.js?x=1')).toBe('https://cdn.example.com');
    expect(originOf('http://localhost:9000/x')).toBe('http://localhost:9000');
    expect(originOf('/extensions/a.js')).toBeUndefined();
    expect(originOf('javascript:alert(1)')).toBeUndefined();
    expect(originOf('data:text/javascript,1')).toBeUndefined();
    expect(originOf(undefined)).toBeUndefined();
  });
});

describe('scriptsIn', () => {
  it('finds inline and external scripts a browser would run, not data blocks', () => {
    const html = `<p>x</p><script>a()</script><script type="application/ld+json">{"a":"<"}</script><script src="https://x.example/s.js" async></script><script type='module'>b()</SCRIPT ><script data-x="a>b">c()</script>`;
    const { inline, sources } = scriptsIn(html);
    expect(inline.map((s) => s.content)).toEqual(['a()', 'b()', 'c()']);
    expect(sources).toEqual(['https://x.example/s.js']);
  });
});

describe('reactRuntimePieces', () => {
  it("learns React's streaming runtime functions from its build", () => {
    expect(runtime.some((p) => p.startsWith('$RC=function') || p.includes('$RC=function'))).toBe(true);
    expect(runtime.some((p) => p.startsWith('$RS=function'))).toBe(true);
    expect(runtime.some((p) => p.startsWith('$RX=function'))).toBe(true);
    expect(runtime.every((p) => !/\$R[A-Z]{1,2}\("$/.test(p))).toBe(true);
  });
});

describe('isRendererScript', () => {
  const rc = runtime.find((p) => p.includes('$RC=function'))!;
  it.each([
    ['the flight bootstrap', '(self.__next_f=self.__next_f||[]).push([0])'],
    [
      'the flight bootstrap with the form state',
      '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,null])',
    ],
    ['a flight chunk', 'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])'],
    ['a runtime definition and its call', `${rc}$RC("B:0","S:0")`],
    ['a runtime call alone', '$RC("B:1","S:1")'],
    [
      'the Turbopack bootstrap',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[94553]});',
    ],
    ['a segment swap', '$RS("S:2","P:2")'],
  ])('hashes %s', (_label, script) => {
    expect(isRendererScript(script, runtime)).toBe(true);
  });

  it.each([
    ['a reflected script', 'alert(document.cookie)'],
    ['a flight push that runs code', 'self.__next_f.push([1,"x"]);alert(1)'],
    ['a flight push of an expression', 'self.__next_f.push([1,alert(1)])'],
    [
      'a Turbopack bootstrap that runs code',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1});alert(1)',
    ],
    ['a runtime call with code for an argument', '$RC("B:0",alert(1))'],
    ['code before a runtime call', 'alert(1);$RC("B:0","S:0")'],
    ['a fake runtime definition', '$RC=function(){alert(1)};$RC("B:0","S:0")'],
    ['code after a runtime definition', `${rc}alert(1)`],
  ])('refuses %s', (_label, script) => {
    expect(isRendererScript(script, runtime)).toBe(false);
  });

  it("hashes only the page's renderer scripts, once each", () => {
    const html = `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"a"])</script><script>self.__next_f.push([1,"a"])</script><script type="application/ld+json">{"name":"</script><script>alert(1)</script>`;
    expect(shopInlineScriptHashes(html, runtime)).toEqual([
      sha256Source('(self.__next_f=self.__next_f||[]).push([0])'),
      sha256Source('self.__next_f.push([1,"a"])'),
    ]);
  });

  it("hashes the shop's fixed scripts (the profile prompt's gate) as written, and nothing like them", () => {
    const changed = PROFILE_PROMPT_GATE_SCRIPT.replace('true', 'false');
    const html = `<script>${PROFILE_PROMPT_GATE_SCRIPT}</script><script>${changed}</script><script> ${PROFILE_PROMPT_GATE_SCRIPT}</script>`;
    expect(shopInlineScriptHashes(html, runtime)).toEqual([sha256Source(PROFILE_PROMPT_GATE_SCRIPT)]);
  });
});

describe('pagePolicy', () => {
  it('lists the page hashes, the configured origins and the editors', () => {
    const policy = pagePolicy({
      inlineScriptHashes: ["'sha256-page'"],
      sources: {
        ...EMPTY_SOURCES,
        scriptOrigins: ['https://tags.example'],
        scriptHashes: ["'sha256-tag'"],
        connectOrigins: ['https://ext.example', 'https://ext.example'],
        imageOrigins: ['https://media.example'],
      },
      editorOrigins: ['https://editor.example'],
    });
    const d = directives(policy);
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'", 'blob:', "'sha256-page'", "'sha256-tag'", 'https://tags.example']);
    expect(d['script-src']).not.toContain("'unsafe-inline'");
    expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://media.example']);
    expect(d['connect-src']).toEqual(["'self'", 'https://ext.example']);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
    expect(d['form-action']).toEqual(["'self'"]);
    expect(d['frame-ancestors']).toEqual(["'self'", 'https://editor.example']);
  });

  it('keeps a custom page frame sandboxed and framed by the shop and its editors only', () => {
    const d = directives(customPageFramePolicy(['https://editor.example'], 'allow-scripts allow-popups'));
    expect(d.sandbox).toEqual(['allow-scripts', 'allow-popups']);
    expect(d['frame-ancestors']).toEqual(["'self'", 'https://editor.example']);
  });
});

describe('shop sources', () => {
  it('takes tag origins, and inline tag scripts by the hash of the text the injector runs', () => {
    const sources = tagSources([
      { type: 'js', sub_type: 'external', url: 'https://analytics.example/t.js' },
      { type: 'css', sub_type: 'external', url: 'https://fonts.example/f.css' },
      { type: 'js', sub_type: 'inline', content: 'window.x = "</script>"' },
      { type: 'js', sub_type: 'external', url: '/local.js' },
    ]);
    expect(sources.scriptOrigins).toEqual(['https://analytics.example']);
    expect(sources.styleOrigins).toEqual(['https://fonts.example']);
    expect(sources.connectOrigins.sort()).toEqual(['https://analytics.example', 'https://fonts.example']);
    expect(sources.scriptHashes).toEqual([sha256Source('window.x = "<\\/script>"')]);
  });

  it("takes extension asset origins and a custom HTML section's scripts", () => {
    const sections = [
      {
        name: 'sale',
        __source: { type: 'extension', id: 'x' },
        assets: { js: 'https://ext.example/s.js', css: '/local.css' },
        props: {},
      },
      {
        name: 'custom-html',
        props: {
          code: {
            type: 'code',
            value: '<p>x</p><script>count()</script><script src="https://widgets.example/w.js"></script>',
          },
        },
      },
    ] as unknown as PageSection[];
    const sources = sectionSources(sections);
    expect(sources.connectOrigins).toEqual(['https://ext.example']);
    expect(sources.scriptHashes).toEqual([sha256Source('count()')]);
    expect(sources.scriptOrigins).toEqual(['https://widgets.example']);
  });
});
