import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  APP_LOADER_CSP_SOURCE,
  APP_LOADER_SCRIPT,
  APP_SCRIPTS_ELEMENT_ID,
  deferAppModules,
} from './app-loader';

const HEAD = `<title>Sách</title>
    <style>.x{}</style>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  <link rel="modulepreload" crossorigin href="/assets/book-page-C3.js" />
  </head>
  <body>
    <div id="root">`;

describe('deferAppModules', () => {
  it('takes the entry script and the preloads out of the head and lists them for the loader, entry first', () => {
    const { head, loader } = deferAppModules(HEAD);
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(head).toContain('<style>.x{}</style>');
    expect(loader).toBe(
      `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">["/assets/index-A1.js","/assets/runtime-B2.js","/assets/book-page-C3.js"]</script><script>${APP_LOADER_SCRIPT}</script>`,
    );
  });

  it('leaves a head without an entry as it is', () => {
    const head = '<title>x</title><link rel="modulepreload" crossorigin href="/assets/a.js">';
    expect(deferAppModules(head)).toEqual({ head, loader: '' });
  });

  it('cannot close its list element, whatever a file is called', () => {
    const { loader } = deferAppModules(
      '<script type="module" crossorigin src="/assets/</script><script>alert(1)//.js"></script>',
    );
    expect(loader.match(/<\/script>/g)).toHaveLength(2);
  });

  it('is allowed by the CSP by its hash', async () => {
    const { createHash } = await import('node:crypto');
    expect(APP_LOADER_CSP_SOURCE).toBe(
      `'sha256-${createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64')}'`,
    );
  });
});

/** A page as the loader sees it: its list, maybe a priority picture, a clock, frames and events. */
function pageWith({ picture = false }: { picture?: boolean } = {}) {
  let now = 0;
  const timers: { at: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  const listeners = new Map<string, () => void>();
  let decoding: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const added: {
    tag: string;
    rel?: string;
    type?: string;
    src?: string;
    href?: string;
    crossOrigin?: string;
  }[] = [];
  const document = {
    getElementById: (id: string) =>
      id === APP_SCRIPTS_ELEMENT_ID ? { textContent: '["/assets/entry.js","/assets/page.js"]' } : null,
    querySelector: (selector: string) =>
      picture && selector === '#root img[fetchpriority="high"]'
        ? {
            // Settles once the picture is loaded and decoded, ready for the next frame to paint.
            decode: () =>
              new Promise<void>((resolve, reject) => {
                decoding = { resolve, reject };
              }),
          }
        : null,
    createElement: (tag: string) => ({ tag }),
    head: { append: (element: (typeof added)[number]) => added.push(element) },
  };
  const context = vm.createContext({
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (run: () => void, ms = 0) => timers.push({ at: now + ms, run }),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  });
  vm.runInContext(APP_LOADER_SCRIPT, context);
  return {
    added,
    /** The browser paints a frame, then runs the tasks that are due. */
    paint() {
      for (const frame of frames.splice(0)) frame();
      this.wait(0);
    },
    wait(ms: number) {
      now += ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= now).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers.splice(timers.indexOf(due), 1);
        due.run();
      }
    },
    fire: (type: string) => listeners.get(type)?.(),
    /** The picture is decoded (or cannot be); the loader's callbacks run before the next task. */
    async pictureDecoded(outcome: 'decoded' | 'broken' = 'decoded') {
      if (outcome === 'decoded') decoding?.resolve();
      else decoding?.reject(new Error('EncodingError'));
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('the app loader', () => {
  it('adds the entry and its preloads once the page has painted, not before, and only once', () => {
    const page = pageWith();
    page.wait(0);
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added).toEqual([
      { tag: 'script', type: 'module', src: '/assets/entry.js', crossOrigin: 'anonymous' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/page.js', crossOrigin: 'anonymous' },
    ]);
    page.fire('pointerdown');
    page.wait(5000);
    expect(page.added).toHaveLength(2);
  });

  it('waits for the priority picture to be decoded and two more frames painted, at most a second', async () => {
    // Loaded is not painted: the browser paints a picture once it is decoded, and scripts fetched in
    // between delayed that paint (Lighthouse then counted them in the largest paint).
    const page = pageWith({ picture: true });
    page.paint();
    expect(page.added).toEqual([]);
    await page.pictureDecoded();
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added).toHaveLength(2);

    const slow = pageWith({ picture: true });
    slow.paint();
    slow.wait(999);
    expect(slow.added).toEqual([]);
    slow.wait(1);
    expect(slow.added).toHaveLength(2);
  });

  it('starts at once when the priority picture cannot be shown', async () => {
    const page = pageWith({ picture: true });
    page.paint();
    await page.pictureDecoded('broken');
    expect(page.added).toHaveLength(2);
  });

  it('starts at once when the visitor touches or types, and in a tab that never paints', () => {
    for (const type of ['pointerdown', 'keydown']) {
      const page = pageWith({ picture: true });
      page.fire(type);
      expect(page.added, type).toHaveLength(2);
    }
    const hidden = pageWith();
    hidden.wait(2999);
    expect(hidden.added).toEqual([]);
    hidden.wait(1);
    expect(hidden.added).toHaveLength(2);
  });
});
