import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Files on disk under STORAGE_DIR: `public/` is served as /uploads (images, avatars), `private/` only
 * through endpoints that check who may read it (paid documents, videos).
 */
export function createStorage(root: string) {
  const publicDir = path.join(root, 'public');
  const privateDir = path.join(root, 'private');

  /** Resolves inside the area, refusing names that would climb out of it. */
  function resolve(area: string, name: string) {
    const base = area === 'public' ? publicDir : privateDir;
    const full = path.resolve(base, name);
    if (!full.startsWith(base + path.sep)) throw new Error(`unsafe storage path: ${name}`);
    return full;
  }

  return {
    publicDir,
    privateDir,
    /** Writes under a fresh unguessable name and returns that name (relative to its folder). */
    async write(area: 'public' | 'private', folder: string, data: Buffer, extension: string, prefix = '') {
      const name = `${prefix}${randomBytes(9).toString('base64url')}.${extension}`;
      const full = resolve(area, path.join(folder, name));
      await fs.mkdir(path.dirname(full), { recursive: true });
      await fs.writeFile(full, data);
      return name;
    },
    /** Writes under a name the caller derived from one `write` returned (an image's size variants). */
    async writeNamed(area: 'public' | 'private', folder: string, name: string, data: Buffer) {
      const full = resolve(area, path.join(folder, name));
      await fs.mkdir(path.dirname(full), { recursive: true });
      await fs.writeFile(full, data);
    },
    /** Absolute path of a stored file, for streaming it (downloads check entitlement first). */
    pathOf(area: 'public' | 'private', folder: string, name: string) {
      return resolve(area, path.join(folder, name));
    },
    async remove(area: 'public' | 'private', folder: string, name: string) {
      await fs.rm(resolve(area, path.join(folder, name)), { force: true });
    },
  };
}
export type Storage = ReturnType<typeof createStorage>;
