const loading = new Map<string, Promise<void>>();

/**
 * Adds a third-party script once and resolves when it has run. A script that fails (blocked,
 * offline) rejects, and the next call tries again; callers hide the feature that needed it.
 */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      loading.delete(src);
      reject(new Error(`Could not load ${src}`));
    });
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
