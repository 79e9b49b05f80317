// Images LazyImage renders with `deferred`: their sources wait in data attributes until a script
// that knows they are wanted moves them in (a slideshow's other slides once the first is shown),
// so they never take bandwidth or a decode from the image the shopper sees first.
export const DEFERRED_SRC = 'data-deferred-src';
export const DEFERRED_SRCSET = 'data-deferred-srcset';

/** Starts loading every deferred image inside `root`. */
export function loadDeferredImages(root: ParentNode): void {
  for (const source of root.querySelectorAll<HTMLSourceElement>(`source[${DEFERRED_SRCSET}]`)) {
    source.srcset = source.getAttribute(DEFERRED_SRCSET) ?? '';
    source.removeAttribute(DEFERRED_SRCSET);
  }
  for (const img of root.querySelectorAll<HTMLImageElement>(`img[${DEFERRED_SRC}]`)) {
    img.src = img.getAttribute(DEFERRED_SRC) ?? '';
    img.removeAttribute(DEFERRED_SRC);
  }
}

/** Calls `then` once every (non-deferred) image in `root` has loaded or failed. */
export function afterImagesLoad(root: ParentNode, then: () => void): () => void {
  const pending = [...root.querySelectorAll<HTMLImageElement>(`img:not([${DEFERRED_SRC}])`)].filter(
    (img) => !img.complete,
  );
  if (pending.length === 0) {
    then();
    return () => undefined;
  }
  let left = pending.length;
  const done = () => {
    if (--left === 0) then();
  };
  for (const img of pending) {
    img.addEventListener('load', done, { once: true });
    img.addEventListener('error', done, { once: true });
  }
  return () =>
    pending.forEach((img) => (img.removeEventListener('load', done), img.removeEventListener('error', done)));
}

/**
 * Starts the deferred images in `container` once every image in `first` has loaded, and from then
 * on any deferred source written into it later (a section re-rendered with a new slide image,
 * e.g. in the theme editor's preview, where React rewrites the data attribute and not the src).
 * Returns the cleanup.
 */
export function loadDeferredAfter(first: ParentNode, container: HTMLElement): () => void {
  let started = false;
  const stop = afterImagesLoad(first, () => {
    started = true;
    loadDeferredImages(container);
  });
  const observer = new MutationObserver(() => started && loadDeferredImages(container));
  observer.observe(container, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [DEFERRED_SRC, DEFERRED_SRCSET],
  });
  return () => {
    stop();
    observer.disconnect();
  };
}
