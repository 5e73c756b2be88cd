// autocannon as the scenarios use it: without decoding the bodies nobody reads.
//
// autocannon keeps every answer's body as a string (`body += chunk` in its pipelined-requests queue),
// decoding it as UTF-8 whatever is done with it afterwards. Decoding bytes that are not ASCII is slow,
// so the load generator, not the server, set the pace of large or compressed answers: replaying the
// exact bytes of the home answer as browsers ask for it (6.1 KB of brotli) from a bare socket server,
// autocannon read 7,500 answers a second with a full core; the same answer with its body replaced by
// as many ASCII letters, 31,000 (bench/README.md, twelfth session). A body is now kept only for a
// request that reads it (`onResponse`: the class studies); no scenario sets verifyBody or expectBody.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');
PipelinedRequestsQueue.prototype.addBody = function addBody(data) {
  const pending = this.peek();
  if (pending && typeof pending.req?.onResponse === 'function') pending.body += data;
};

export default autocannon;
