/*
 * The bell (default export, for the header's `lazy`) and the `/thong-bao` page (`Component`, for the
 * route) ship as one chunk. Whoever opens the page is signed in, so already has the bell; and each chunk
 * the entry can reach costs the entry its file names, which its 140 KB budget cannot spare.
 */
export { default } from './components/notification-bell';
export { Component } from './routes/notifications-page';
