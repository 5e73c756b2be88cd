import fs from 'node:fs';
import type { PageAssets } from '@tutor/contract/ssr';

/*
 * The client build's files a server-rendered page needs besides the entry (which index.html already
 * links): its page chunk's stylesheets, so the HTML is styled before any script runs (no flash, no
 * shift), and its scripts, preloaded beside the entry when the page starts the app (the server's
 * lib/app-loader.ts), so hydration does not wait for one more round trip per import.
 * Read from Vite's build manifest; page modules name themselves through `ssrModuleId`, which the SSR
 * build adds to each of them (vite.config.ts).
 */

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export function createAssetResolver(manifestFile: URL) {
  const manifest: Manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest)
    : {};
  // Dependencies before the chunk that imports them, as Vite orders a page's stylesheets: the page's
  // own rules come last and win over shared ones of the same weight.
  const closure = (key: string, into: Set<string>, visiting = new Set<string>()) => {
    if (into.has(key) || visiting.has(key) || !manifest[key]) return into;
    visiting.add(key);
    for (const dependency of manifest[key].imports ?? []) closure(dependency, into, visiting);
    into.add(key);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loadedByEntry = entry ? closure(entry, new Set()) : new Set<string>();

  // KaTeX's stylesheet, which the browser imports with KaTeX; a page whose maths the server drew links it.
  const mathStyles = Object.entries(manifest)
    .filter(([key]) => key.endsWith('katex/dist/katex.min.css'))
    .map(([, chunk]) => `/${chunk.file}`);

  return (moduleIds: readonly string[], { hasMath = false } = {}): PageAssets => {
    const keys = new Set<string>();
    for (const id of moduleIds) closure(id, keys);
    const styles = new Set<string>();
    const scripts = new Set<string>();
    for (const key of keys) {
      if (loadedByEntry.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) continue;
      scripts.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
    }
    if (hasMath) for (const file of mathStyles) styles.add(file);
    return { styles: [...styles], scripts: [...scripts] };
  };
}
