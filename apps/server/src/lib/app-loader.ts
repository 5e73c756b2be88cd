import crypto from 'node:crypto';

/**
 * A server-rendered page starts the web app once the visitor sees the page, not while it paints.
 *
 * The HTML is whole and styled without a script; the app's ~160 KB of modules only make it
 * interactive. Fetched from the head, they shared a phone's bandwidth and main thread with the page's
 * picture, and the browser painted that picture after it had run them (observed: the cover loaded at
 * 150 ms, painted at 310 ms, after the entry's evaluation). So the page lists its modules as data
 * (`APP_SCRIPTS_ELEMENT_ID`) and this script adds them after the first paint and, when the page has a
 * priority picture (`fetchpriority="high"`: a cover, a hero), after that picture has been decoded and
 * two more frames painted, waiting at most `PICTURE_WAIT_MS` for it. Not on its `load` event: a loaded
 * picture is painted only once decoded, and modules fetched in between arrived and ran before that
 * paint in 3 of 8 Lighthouse runs of a listing (its simulation then counted their download and
 * evaluation in the largest paint: LCP 2.7–2.8 s against 1.1–1.4 s; README "Measured", twentieth
 * session). A hidden tab paints nothing: a timer starts the app anyway; a visitor who touches or
 * types before then starts it at once. The first module is the entry (a module script), the others
 * its preloads, fetched in parallel as the head's tags were.
 *
 * Inline, so it costs no request; the CSP allows exactly this text by its hash (`APP_LOADER_CSP_SOURCE`).
 */
export const APP_SCRIPTS_ELEMENT_ID = 'app-scripts';
const PICTURE_WAIT_MS = 1000;
const HIDDEN_TAB_START_MS = 3000;

export const APP_LOADER_SCRIPT = `(()=>{
let started=false;
const start=()=>{
if(started)return;started=true;
const urls=JSON.parse(document.getElementById('${APP_SCRIPTS_ELEMENT_ID}').textContent);
urls.forEach((url,i)=>{
const tag=document.createElement(i?'link':'script');
if(i){tag.rel='modulepreload';tag.href=url}else{tag.type='module';tag.src=url}
tag.crossOrigin='anonymous';document.head.append(tag);
});
};
const afterPaint=(then)=>requestAnimationFrame(()=>setTimeout(then));
const picture=document.querySelector('#root img[fetchpriority="high"]');
afterPaint(()=>{
if(!picture)return start();
picture.decode().then(()=>afterPaint(()=>afterPaint(start)),start);
setTimeout(start,${PICTURE_WAIT_MS});
});
setTimeout(start,${HIDDEN_TAB_START_MS});
for(const type of ['pointerdown','keydown'])addEventListener(type,start,{once:true,capture:true,passive:true});
})()`;

/** The CSP source that allows `APP_LOADER_SCRIPT` and nothing else inline. */
export const APP_LOADER_CSP_SOURCE = `'sha256-${crypto.createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64')}'`;

/** The entry's module script and the modulepreload links, as Vite and `renderedPageHtml` write them. */
const MODULE_TAG =
  /[ \t]*(?:<script type="module" crossorigin src="([^"]+)"><\/script>|<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>)\n?/g;

/**
 * `head` without its module tags, and the tags that start the app after the first paint instead (to
 * go at the end of the body). The entry comes first in the list; without an entry, `head` is kept.
 */
export function deferAppModules(head: string): { head: string; loader: string } {
  let entry: string | undefined;
  const preloads: string[] = [];
  const rest = head.replace(MODULE_TAG, (_tag, script: string | undefined, preload: string | undefined) => {
    if (script) entry = script;
    else if (preload) preloads.push(preload);
    return '';
  });
  if (!entry) return { head, loader: '' };
  // `<` escaped: the list cannot close its element whatever a file is called.
  const list = JSON.stringify([entry, ...preloads]).replace(/</g, '\\u003c');
  return {
    head: rest,
    loader: `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">${list}</script><script>${APP_LOADER_SCRIPT}</script>`,
  };
}
