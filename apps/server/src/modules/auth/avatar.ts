import { eq } from 'drizzle-orm';
import type { Metadata } from 'sharp';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { loadSharp } from '../../lib/sharp';
import type { Storage } from '../../lib/storage';

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
export const AVATAR_MIN_PX = 64;
const AVATAR_PX = 256;

/**
 * Checks an upload (its temporary file) is an image by its content, not its name, then
 * makes the 256 px WebP copy that is stored.
 */
export async function toAvatar(input: string): Promise<Buffer> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw new AppError('ONLY_IMAGES');
  }
  if (!meta.format || !IMAGE_FORMATS.has(meta.format)) throw new AppError('ONLY_IMAGES');
  if ((meta.width ?? 0) < AVATAR_MIN_PX || (meta.height ?? 0) < AVATAR_MIN_PX)
    throw new AppError('IMAGE_TOO_SMALL');
  // Re-encoding also drops EXIF data (a phone photo's location) and anything hidden in the file.
  return sharp(input)
    .rotate()
    .resize(AVATAR_PX, AVATAR_PX, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      // A readable header over a body that is not (cut short, corrupt): not a picture we can use.
      throw new AppError('ONLY_IMAGES');
    });
}

export function createAvatarService(db: Db, storage: Storage) {
  return {
    async replace(userId: number, upload: string): Promise<string> {
      const image = await toAvatar(upload);
      const [current] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId));
      const name = await storage.write('public', 'users', image, 'webp', `${userId}-`);
      await db.update(users).set({ avatar: name, updatedAt: new Date() }).where(eq(users.id, userId));
      if (current?.avatar && !/^https?:\/\//.test(current.avatar))
        await storage.remove('public', 'users', current.avatar);
      return name;
    },
  };
}
export type AvatarService = ReturnType<typeof createAvatarService>;
