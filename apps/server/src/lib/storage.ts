import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Files on disk under STORAGE_DIR: `public/` is served as /uploads (images, avatars), `private/` only
 * through endpoints that check who may read it (paid documents, videos), `tmp/` uploads still arriving.
 */
export function createStorage(root: string) {
  const publicDir = path.join(root, 'public');
  const privateDir = path.join(root, 'private');
  // Beside the final folders, on the same file system, so moving a finished upload is one atomic rename.
  const tempDir = path.join(root, 'tmp');

  /** Resolves inside the area, refusing names that would climb out of it. */
  function resolve(area: string, name: string) {
    const base = area === 'public' ? publicDir : privateDir;
    const full = path.resolve(base, name);
    if (!full.startsWith(base + path.sep)) throw new Error(`unsafe storage path: ${name}`);
    return full;
  }

  /** A fresh unguessable name in a folder, and the absolute path it resolves to (folder created). */
  async function freshName(area: 'public' | 'private', folder: string, extension: string, prefix: string) {
    const name = `${prefix}${randomBytes(9).toString('base64url')}.${extension}`;
    const full = resolve(area, path.join(folder, name));
    await fs.mkdir(path.dirname(full), { recursive: true });
    return { name, full };
  }

  return {
    publicDir,
    privateDir,
    tempDir,
    /** Writes under a fresh unguessable name and returns that name (relative to its folder). */
    async write(area: 'public' | 'private', folder: string, data: Buffer, extension: string, prefix = '') {
      const { name, full } = await freshName(area, folder, extension, prefix);
      await fs.writeFile(full, data);
      return name;
    },
    /** A new path under `tmp/` for an upload to be written to; nothing serves that folder. */
    async tempPath() {
      await fs.mkdir(tempDir, { recursive: true });
      return path.join(tempDir, `${randomBytes(12).toString('base64url')}.part`);
    },
    /**
     * Moves a finished temporary file into place under a fresh unguessable name and returns that name.
     * A rename, so a reader sees either no file or the whole file, never a partial one.
     */
    async moveIn(
      area: 'public' | 'private',
      folder: string,
      tempFile: string,
      extension: string,
      prefix = '',
    ) {
      if (path.dirname(tempFile) !== tempDir) throw new Error(`not a temporary upload: ${tempFile}`);
      const { name, full } = await freshName(area, folder, extension, prefix);
      await fs.rename(tempFile, full);
      return name;
    },
    /**
     * Removes temporary files older than `maxAgeMs`: uploads cut short by a crash or a restart. Younger
     * ones may still be arriving in another process sharing this storage.
     */
    async sweepTemp(maxAgeMs: number) {
      let names: string[];
      try {
        names = await fs.readdir(tempDir);
      } catch {
        return;
      }
      const cutoff = Date.now() - maxAgeMs;
      await Promise.all(
        names.map(async (name) => {
          const full = path.join(tempDir, name);
          const stat = await fs.stat(full).catch(() => undefined);
          if (stat && stat.mtimeMs < cutoff) await fs.rm(full, { force: true });
        }),
      );
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
    /**
     * Copies a stored file under a fresh name (a copied lesson owns its files, so deleting either copy
     * never removes the other's). A clone where the file system can share blocks, else a byte copy.
     */
    async copy(
      area: 'public' | 'private',
      fromFolder: string,
      name: string,
      toFolder: string,
      extension: string,
    ) {
      const { name: fresh, full } = await freshName(area, toFolder, extension, '');
      await fs.copyFile(resolve(area, path.join(fromFolder, name)), full, fs.constants.COPYFILE_FICLONE);
      return fresh;
    },
    async remove(area: 'public' | 'private', folder: string, name: string) {
      await fs.rm(resolve(area, path.join(folder, name)), { force: true });
    },
  };
}
export type Storage = ReturnType<typeof createStorage>;
