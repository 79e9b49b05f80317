// The shop's side of an editor session (docs/EDITOR-PROTOCOL.md), without React or the DOM: the
// drafts the editor sent, the config it previews, and the renders that keep the frame in step.
// The bridge component (components/theme/editor-bridge.tsx) feeds it validated messages and gives
// it the server actions and the page store to work with.
import type { ReactNode } from 'react';
import type { EditorMessage, GlobalConfigPreview, PreviewSection } from './editor-protocol';

/** The theme page on screen: what a render is for. */
export type SessionView = {
  key: string;
  page: string;
  path: string;
  search: string;
  params: Readonly<Record<string, string>>;
};

export type RenderRequest = {
  view: SessionView | null;
  sections: Array<{ index: number; section: PreviewSection }>;
  config?: GlobalConfigPreview;
};

export type RenderResult = { sections: Array<{ index: number; node: ReactNode }>; css?: string };

export type SessionHost = {
  /** The theme page on screen, if any. */
  currentView(): SessionView | null;
  /** The saved sections of a page (the draft when the editor has not sent one). */
  loadSections(page: string): Promise<PreviewSection[]>;
  render(request: RenderRequest): Promise<RenderResult>;
  /** Show these sections in place of the saved ones on the page with this key; null shows the saved page. */
  show(previewed: { key: string; nodes: ReadonlyMap<number, ReactNode> } | null): void;
  /** The previewed palette rule, or null for the saved one. */
  setPaletteCss(css: string | null): void;
  /** Fetch the saved page again (after the preview ends). */
  refresh(): void;
};

type SectionMessage = Extract<
  EditorMessage,
  { type: 'editor:preview-page' | 'editor:preview-global-config' | 'editor:update-section' | 'editor:exit-preview' }
>;

/**
 * Applies an update to one section of a draft. Props merge: the props it sends replace those of
 * the same id and every other prop keeps its value (an editor sends the field being typed, and a
 * section whose other props fell back to their defaults could vanish); a prop sent as null goes
 * back to its schema default. Blocks, when sent, replace the whole list (their order and count are
 * the editor's). Out of range: unchanged (undefined).
 */
export function updateDraft(
  sections: readonly PreviewSection[],
  update: { index: number; props?: PreviewSection['props']; blocks?: PreviewSection['blocks'] },
): PreviewSection[] | undefined {
  const current = sections[update.index];
  if (!current) return undefined;
  const next = [...sections];
  const props = update.props !== undefined ? { props: { ...current.props, ...update.props } } : {};
  next[update.index] = { ...current, ...props, ...(update.blocks !== undefined ? { blocks: update.blocks } : {}) };
  return next;
}

export class EditorSession {
  private drafts = new Map<string, PreviewSection[]>();
  private config: GlobalConfigPreview | undefined;
  /** What the frame shows now: the key of the previewed page and its nodes by index. */
  private shown: { key: string; nodes: Map<number, ReactNode> } | null = null;
  /** Bumped by exit-preview and navigation, so a render that was under way cannot land afterwards. */
  private generation = 0;
  private pending = { all: false, indexes: new Set<number>() };
  private flushing: Promise<void> | null = null;
  /** Messages are applied one after another: an update must not overtake the draft it edits. */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly host: SessionHost) {}

  /** Applies a section, config or exit message; resolves once applied (the render may still be under way). */
  handle(message: SectionMessage): Promise<void> {
    this.queue = this.queue.then(() => this.apply(message)).catch(() => undefined);
    return this.queue;
  }

  /** A different theme page (or none) is on screen: preview it too, if the session has anything for it. */
  viewChanged(): Promise<void> {
    this.queue = this.queue
      .then(async () => {
        this.generation++;
        this.shown = null;
        this.host.show(null);
        const view = this.host.currentView();
        if (view && this.drafts.has(view.page)) this.schedule('all');
        else if (this.config) {
          if (view) this.drafts.set(view.page, await this.host.loadSections(view.page));
          this.schedule('all');
        }
      })
      .catch(() => undefined);
    return this.queue;
  }

  /** Resolves when no render is under way or waiting (for tests and the bridge's own checks). */
  async settled(): Promise<void> {
    await this.queue;
    while (this.flushing) await this.flushing;
  }

  private async apply(message: SectionMessage): Promise<void> {
    const view = this.host.currentView();
    switch (message.type) {
      case 'editor:preview-page':
        this.drafts.set(message.page, message.sections);
        if (view?.page === message.page) this.schedule('all');
        return;
      case 'editor:preview-global-config':
        this.config = { config: message.config, ...(message.palette ? { palette: message.palette } : {}) };
        if (view && !this.drafts.has(view.page)) this.drafts.set(view.page, await this.host.loadSections(view.page));
        this.schedule('all');
        return;
      case 'editor:update-section': {
        if (!view) return;
        const draft = this.drafts.get(view.page) ?? (await this.host.loadSections(view.page));
        const next = updateDraft(draft, message);
        if (!next) {
          this.drafts.set(view.page, draft);
          return;
        }
        this.drafts.set(view.page, next);
        this.schedule(message.index);
        return;
      }
      case 'editor:exit-preview':
        this.drafts.clear();
        this.config = undefined;
        this.generation++;
        this.pending = { all: false, indexes: new Set() };
        this.shown = null;
        this.host.show(null);
        this.host.setPaletteCss(null);
        this.host.refresh();
        return;
    }
  }

  private schedule(what: 'all' | number) {
    if (what === 'all') this.pending.all = true;
    else this.pending.indexes.add(what);
    this.flushing ??= this.flush().finally(() => {
      this.flushing = null;
    });
  }

  /**
   * Renders what is pending, one request at a time. While a request is out, updates only mark
   * what changed, so a merchant typing fast costs one render per round trip, with the latest
   * text, rather than one per keystroke.
   */
  private async flush(): Promise<void> {
    while (this.pending.all || this.pending.indexes.size > 0) {
      const view = this.host.currentView();
      const showing = view !== null && this.shown?.key === view.key;
      const all = this.pending.all || !showing;
      const indexes = [...this.pending.indexes];
      this.pending = { all: false, indexes: new Set() };
      const draft = view ? (this.drafts.get(view.page) ?? []) : [];
      const wanted = all
        ? draft.map((section, index) => ({ index, section }))
        : indexes.filter((i) => draft[i]).map((index) => ({ index, section: draft[index] }));
      const generation = this.generation;
      let result: RenderResult;
      try {
        result = await this.host.render({
          view,
          sections: view ? wanted : [],
          ...(this.config ? { config: this.config } : {}),
        });
      } catch {
        // A failed render leaves the frame as it was; the editor's next message tries again.
        continue;
      }
      if (generation !== this.generation || this.host.currentView()?.key !== view?.key) continue;
      if (result.css !== undefined) this.host.setPaletteCss(result.css);
      if (!view) continue;
      const nodes = all ? new Map<number, ReactNode>() : new Map(this.shown?.nodes);
      for (const { index } of wanted) nodes.delete(index);
      for (const { index, node } of result.sections) nodes.set(index, node);
      this.shown = { key: view.key, nodes };
      this.host.show({ key: view.key, nodes });
    }
  }
}
