import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), loaded with the first picture the server reads: loading it took about 0.2 s of
 * every start's one JavaScript thread, and most starts (the demo's first among them) decode no picture.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // Pictures are decoded from their temporary upload file, removed right after: libvips must not keep
    // it open in its cache, which would hold the disk space of a deleted file.
    sharp.cache({ files: 0 });
    return sharp;
  });
  return loaded;
}
