// "Sale opens" (issue 12, performance): `BENCH_ONLY=sale-opens npm run bench` with DATABASE_URL set.
// On a fresh PostgreSQL database with the demo data, the built server runs with a bank account and a
// webhook secret configured, and four phases follow, each fired at once through one keep-alive pool:
//   1. checkout: 500 signed-in students each price their cart (one course + one book) with
//      `POST /api/cart/quote`, then `POST /api/orders` with the prices the quote showed; half of them
//      double-click (the same submit again, same idempotency key, while the first is in flight);
//   2. the bank pays: one SePay notification per order (`POST /api/payments/sepay`, the full amount, the
//      order's transfer code in the note), each sent twice, all shuffled together;
//   3. staff approval: 200 more students check out, then two staff members approve each of those orders
//      at the same moment (`PATCH /api/admin/orders/{id}/status`, DONE);
//   4. activation codes: 50 codes of one course, put in the database, each redeemed by two students at
//      once (`POST /api/activation-codes/activate`).
// Per phase: calls, rps, p50/p99/max per call, errors by call, status and code, the server's CPU time per
// call (from /proc; PostgreSQL's own CPU is not in it). Then the database is asked whether everything
// happened exactly once (PASS/FAIL per check); the run exits 1 on any FAIL.
//
// Users are made in the database (lib.mjs `makeUsers`: one argon2id hash, a session each, signed access
// tokens), so the phases measure the sale, not a login rush. Each student calls from an address of its
// own (X-Forwarded-For, TRUST_PROXY=true): the per-address limits guard against one machine guessing,
// and a school's 500 students do not share one address here.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  clientMeter,
  cpuSecondsOf,
  createClient,
  freePort,
  freshDatabase,
  makeUsers,
  root,
  rssSampler,
  runCli,
  shuffled,
  sleep,
  startServer,
  stopProcess,
  waitSampler,
} from './lib.mjs';

const STUDENTS = Number(process.env.BENCH_SALE_STUDENTS ?? 500);
const STAFF_ORDERS = Number(process.env.BENCH_SALE_STAFF_ORDERS ?? 200);
const CODES = Number(process.env.BENCH_SALE_CODES ?? 50);
/** The client's keep-alive pool: at most this many connections to the server. */
const CONNECTIONS = Number(process.env.BENCH_SALE_CONNECTIONS ?? 64);
/** The sold book's stock before the sale: enough for every order, so a shortage is a bug, not the plan. */
const BOOK_STOCK = 10_000;
/** packages/contract/src/constants.ts: ACTIVATION_CODE_LENGTH and the codes' alphabet (no 0/O, 1/I). */
const ACTIVATION_CODE_LENGTH = 12;
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** The answer of a used, unknown, disabled or expired code (spec §7 "activation code not found or used"). */
const CODE_REFUSED = 'ACTIVATION_CODE_INVALID';
const BANK = {
  BANK_BIN: '970436',
  BANK_NAME: 'Vietcombank',
  BANK_ACCOUNT_NUMBER: '1023456789',
  BANK_ACCOUNT_NAME: 'CONG TY GIAO DUC TOAN HAY',
};
/** SePay posts from its own servers: one address for every notification. */
const SEPAY_ADDRESS = '203.0.113.10';

const ip = (n) => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
const round = (value, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

// ---------------------------------------------------------------------------------------------------------
// A phase: one pool, its wall time, the server's CPU over it

/**
 * Runs one phase. `expected`: the catalogue codes that are the right answer to part of its calls (the
 * second of two racing approvals, the second student typing a used code): counted as refusals, apart
 * from the errors.
 */
async function phase(label, { baseUrl, serverPid, db }, body, expected = []) {
  const client = createClient(baseUrl, { connections: CONNECTIONS });
  const waits = waitSampler(db);
  const meter = clientMeter();
  const cpuBefore = cpuSecondsOf(serverPid);
  const started = performance.now();
  const outcome = await body(client);
  const wallS = (performance.now() - started) / 1000;
  const serverCpuS = cpuSecondsOf(serverPid) - cpuBefore;
  const clientUse = meter.stop();
  const database = await waits.stop();
  const { perCall, errors: failures } = client.report();
  const calls = client.callCount();
  client.close();
  const refusals = {};
  const errors = {};
  for (const [key, n] of Object.entries(failures))
    if (expected.some((code) => key.endsWith(` ${code}`))) refusals[key] = n;
    else errors[key] = n;
  const result = {
    phase: label,
    calls,
    wallS: round(wallS, 1),
    rps: Math.round(calls / wallS),
    perCall,
    refusals,
    errors,
    serverCpuS: round(serverCpuS, 1),
    serverCpuMsPerCall: round((serverCpuS * 1000) / Math.max(1, calls), 2),
    // The share of one core the server's one JavaScript thread (and its helpers) used over the phase:
    // near 100 % it is the limit; well below, it waited (PostgreSQL, row locks, the pool).
    serverBusyPercent: Math.round((100 * serverCpuS) / wallS),
    database,
    client: { connections: CONNECTIONS, ...clientUse },
  };
  console.log(`${label}: ${calls} calls in ${result.wallS} s, ${result.rps} rps`);
  console.log(
    JSON.stringify(
      {
        perCall,
        refusals,
        errors,
        serverCpuMsPerCall: result.serverCpuMsPerCall,
        serverBusyPercent: result.serverBusyPercent,
      },
      null,
      2,
    ),
  );
  return { result, outcome };
}

const ok = (res) => res.status >= 200 && res.status < 300;

/** Everyone at once: the pool (CONNECTIONS sockets) is what bounds the server's concurrency. */
const allAtOnce = (tasks) => Promise.all(tasks.map((task) => task()));

// ---------------------------------------------------------------------------------------------------------
// Set-up: what is sold, who buys, who approves

/**
 * The items of the sale, chosen by the server's own quote of every course and book (so a course that is
 * not for sale or a book out of stock is never picked): the first course and book sold for money, and a
 * second course for the activation codes (the first again when the demo data has only one).
 */
async function chooseItems(db, baseUrl, token) {
  const courses = await db.query('select id::int as id from courses order by id limit 50');
  const books = await db.query('select id::int as id from books order by id limit 50');
  const items = [
    ...courses.rows.map((row) => ({ type: 'COURSE', id: row.id, quantity: 1 })),
    ...books.rows.map((row) => ({ type: 'BOOK', id: row.id, quantity: 1 })),
  ];
  const res = await fetch(`${baseUrl}/api/cart/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ items }),
  });
  if (!res.ok) throw new Error(`quote of the catalogue: ${res.status} ${await res.text()}`);
  const quote = await res.json();
  const sellable = (type) =>
    quote.lines.filter((line) => line.type === type && line.problem === null && line.salePrice > 0);
  const [course, otherCourse] = sellable('COURSE');
  const [book] = sellable('BOOK');
  if (!course || !book) throw new Error(`no course or book on sale: ${JSON.stringify(quote.lines)}`);
  return { course, book, codeCourse: otherCourse ?? course };
}

// ---------------------------------------------------------------------------------------------------------
// Checkout: quote, then the order with the quoted prices (a double click sends it twice)

async function checkout(client, who, n, cart, { doubleClick }) {
  const headers = { 'x-forwarded-for': ip(n) };
  const quote = await client.call(
    'POST /api/cart/quote',
    'POST',
    '/api/cart/quote',
    who.token,
    { items: cart },
    headers,
  );
  if (!ok(quote)) return { userId: who.userId, idempotencyKey: null, order: null, answeredOrderIds: [] };
  const body = {
    name: `Học sinh ${n} Bench`,
    phone: `09${String(n).padStart(8, '0')}`,
    items: quote.json.lines.map((line) => ({
      type: line.type,
      id: line.id,
      quantity: line.quantity,
      salePrice: line.salePrice,
    })),
    idempotencyKey: randomUUID(),
  };
  const first = client.call('POST /api/orders', 'POST', '/api/orders', who.token, body, headers);
  let second;
  if (doubleClick) {
    // The second click lands while the first is still on its way.
    await sleep(Math.random() * 20);
    second = client.call('POST /api/orders (double click)', 'POST', '/api/orders', who.token, body, headers);
  }
  const answers = (await Promise.all([first, second])).filter((res) => res && ok(res));
  const orders = answers.map((res) => res.json.order);
  return {
    userId: who.userId,
    idempotencyKey: body.idempotencyKey,
    order: orders[0] ?? null,
    answeredOrderIds: [...new Set(orders.map((order) => order.id))],
  };
}

// ---------------------------------------------------------------------------------------------------------
// The bank's notifications (SePay webhook body)

function vietnamTime(date = new Date()) {
  return new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

function sepayNotice(order, i, runTag) {
  const reference = `FT${runTag}${String(i).padStart(6, '0')}`;
  // Banks write the note their own way: some as typed, some wrapped in their own fields.
  const content =
    i % 2 === 0
      ? `HOC SINH ${i} CHUYEN TIEN ${order.transferCode}`
      : `MBVCB.${9_000_000 + i}.${order.transferCode}.CT tu 0071000${String(i).padStart(6, '0')} HOC SINH ${i}`;
  return {
    id: Number(`${runTag.slice(-4)}${String(i).padStart(6, '0')}`),
    gateway: BANK.BANK_NAME,
    transactionDate: vietnamTime(),
    accountNumber: BANK.BANK_ACCOUNT_NUMBER,
    code: null,
    content,
    transferType: 'in',
    transferAmount: order.total,
    accumulated: 0,
    subAccount: null,
    referenceCode: reference,
    description: `BankAPINotify ${content}`,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Activation codes

function randomCode() {
  const bytes = randomBytes(ACTIVATION_CODE_LENGTH);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

// ---------------------------------------------------------------------------------------------------------
// Exactly once, asked of the database

export async function verifySale(db, run) {
  const checks = [];
  const check = (name, passed, detail) => checks.push({ name, passed: Boolean(passed), detail });
  const bankOrders = run.bankSet.filter((r) => r.order).map((r) => r.order.id);
  const staffOrders = run.staffSet.filter((r) => r.order).map((r) => r.order.id);
  const allOrders = [...bankOrders, ...staffOrders];
  const allRecords = [...run.bankSet, ...run.staffSet];
  const keys = allRecords.map((r) => r.idempotencyKey).filter(Boolean);
  const buyers = allRecords.map((r) => r.userId);

  check(
    'every student got an order',
    allOrders.length === allRecords.length,
    `${allOrders.length} orders answered for ${allRecords.length} students`,
  );
  const twoAnswers = run.bankSet.filter((r) => r.answeredOrderIds?.length > 1);
  check(
    'a double click answers the first order',
    twoAnswers.length === 0,
    `${twoAnswers.length} students got two different orders`,
  );

  const perKey = await db.query(
    `select idempotency_key as key, count(*)::int as n from orders where idempotency_key = any($1) group by 1`,
    [keys],
  );
  const byBuyers = await db.query(`select count(*)::int as n from orders where user_id = any($1::bigint[])`, [
    buyers,
  ]);
  check(
    'exactly one order per idempotency key',
    perKey.rows.length === keys.length &&
      perKey.rows.every((row) => row.n === 1) &&
      byBuyers.rows[0].n === keys.length,
    `${perKey.rows.length} keys of ${keys.length} found, ${perKey.rows.filter((row) => row.n > 1).length} with more than one order; the students hold ${byBuyers.rows[0].n} orders`,
  );

  const paid = await db.query(
    `select count(*) filter (where status = 'DONE' and paid_amount = total)::int as done_paid,
            count(*)::int as n
     from orders where id = any($1::bigint[])`,
    [bankOrders],
  );
  check(
    'every bank-paid order is DONE with paid_amount = total',
    paid.rows[0].done_paid === bankOrders.length && bankOrders.length > 0,
    `${paid.rows[0].done_paid} of ${bankOrders.length}`,
  );
  const approved = await db.query(
    `select count(*) filter (where status = 'DONE')::int as done from orders where id = any($1::bigint[])`,
    [staffOrders],
  );
  check(
    'every staff-approved order is DONE',
    approved.rows[0].done === staffOrders.length && staffOrders.length > 0,
    `${approved.rows[0].done} of ${staffOrders.length}`,
  );
  const wins = run.approvals.filter((a) => a.okCount === 1).length;
  check(
    'two staff racing: one approval answered per order, the other ORDER_STATUS_UNCHANGED',
    wins === staffOrders.length && run.approvals.every((a) => a.okCount + a.unchanged === 2),
    `${wins} of ${staffOrders.length} orders with exactly one approval; ${run.approvals.filter((a) => a.okCount === 2).length} approved twice`,
  );
  const intoDone = await db.query(
    `select order_id::int as id, count(*)::int as n from order_status_history
     where to_status = 'DONE' and order_id = any($1::bigint[]) group by 1`,
    [allOrders],
  );
  check(
    'one status change into DONE per order',
    intoDone.rows.length === allOrders.length && intoDone.rows.every((row) => row.n === 1),
    `${intoDone.rows.length} orders of ${allOrders.length} went into DONE, ${intoDone.rows.filter((row) => row.n > 1).length} more than once`,
  );

  // The server keeps SePay's id or the bank's reference code as the transfer's reference.
  const references = run.notices.flatMap((notice) => [String(notice.body.id), notice.body.referenceCode]);
  const transfers = await db.query(
    `select reference, count(*)::int as n, min(order_id)::int as order_id, max(order_id)::int as max_order
     from bank_transfers where reference = any($1::text[]) or order_id = any($2::bigint[])
     group by reference`,
    [references, bankOrders],
  );
  const sent = new Map(run.notices.map((notice) => [notice.order.id, notice]));
  const perOrder = new Map();
  for (const row of transfers.rows) perOrder.set(row.order_id, (perOrder.get(row.order_id) ?? 0) + 1);
  check(
    'one bank_transfers row per reference, each matched to its order',
    transfers.rows.length === run.notices.length &&
      transfers.rows.every((row) => row.n === 1 && row.order_id === row.max_order) &&
      [...sent.keys()].every((orderId) => perOrder.get(orderId) === 1),
    `${transfers.rows.length} rows for ${run.notices.length} transfers (each sent twice), ${transfers.rows.filter((row) => row.n > 1).length} references twice, ${[...sent.keys()].filter((orderId) => perOrder.get(orderId) !== 1).length} orders without exactly one`,
  );

  const grants = await db.query(
    `select g.source_ref, g.course_id::int as course_id, count(*)::int as n,
            bool_and(g.user_id = o.user_id) as same_user
     from enrollment_grants g left join orders o on o.id::text = g.source_ref
     where g.source in ('ORDER', 'COMBO_ORDER') and g.source_ref = any($1)
     group by 1, 2`,
    [allOrders.map(String)],
  );
  check(
    'one enrollment grant per (order, course), to the buyer',
    grants.rows.length === allOrders.length &&
      grants.rows.every((row) => row.n === 1 && row.course_id === run.course.id && row.same_user),
    `${grants.rows.length} (order, course) grants for ${allOrders.length} orders, ${grants.rows.filter((row) => row.n > 1).length} doubled`,
  );
  const enrolled = await db.query(
    `select count(*)::int as n from enrollments where course_id = $1 and user_id = any($2::bigint[])`,
    [run.course.id, buyers],
  );
  check(
    'every buyer may study the course',
    enrolled.rows[0].n === allOrders.length,
    `${enrolled.rows[0].n} enrollments of ${allOrders.length} buyers`,
  );
  const notices = await db.query(
    `select data->>'orderId' as order_id, count(*)::int as n from notifications
     where kind = 'ORDER_STATUS' and data->>'status' = 'DONE' and data->>'orderId' = any($1) group by 1`,
    [allOrders.map(String)],
  );
  check(
    'one "order done" notification per order',
    notices.rows.length === allOrders.length && notices.rows.every((row) => row.n === 1),
    `${notices.rows.length} orders notified, ${notices.rows.filter((row) => row.n > 1).length} more than once`,
  );

  const stock = await db.query(
    `select b.quantity::int as quantity,
            (select coalesce(sum(l.quantity), 0)::int from order_lines l join orders o on o.id = l.order_id
             where l.book_id = b.id and o.status = 'DONE' and o.id = any($2::bigint[])) as sold
     from books b where b.id = $1`,
    [run.book.id, allOrders],
  );
  const { quantity, sold } = stock.rows[0];
  check(
    'book stock decreased by exactly the quantity sold',
    BOOK_STOCK - quantity === sold && sold === allOrders.length,
    `stock ${BOOK_STOCK} → ${quantity}, ${sold} sold in DONE orders of ${allOrders.length}`,
  );

  const used = await db.query(
    `select count(*) filter (where used_by is not null)::int as used,
            count(distinct used_by)::int as users
     from activation_codes where batch = $1`,
    [run.batch],
  );
  check(
    `exactly ${CODES} activations, by ${CODES} different students`,
    used.rows[0].used === CODES && used.rows[0].users === CODES,
    `${used.rows[0].used} codes used by ${used.rows[0].users} students`,
  );
  const codeGrants = await db.query(
    `select count(*)::int as n, count(distinct g.source_ref)::int as codes,
            count(*) filter (where g.user_id = c.used_by and g.course_id = c.course_id)::int as right
     from enrollment_grants g join activation_codes c on c.id::text = g.source_ref
     where g.source = 'ACTIVATION_CODE' and c.batch = $1`,
    [run.batch],
  );
  check(
    `exactly ${CODES} activation grants, to the students who used the codes`,
    codeGrants.rows[0].n === CODES &&
      codeGrants.rows[0].codes === CODES &&
      codeGrants.rows[0].right === CODES,
    `${codeGrants.rows[0].n} grants for ${codeGrants.rows[0].codes} codes, ${codeGrants.rows[0].right} to the code's user and course`,
  );
  const winners = run.activations.filter((a) => a.ok).length;
  const refused = run.activations.filter((a) => a.code === CODE_REFUSED).length;
  const usedBy = await db.query(
    `select code, used_by::int as used_by from activation_codes where batch = $1`,
    [run.batch],
  );
  const winnerOf = new Map(usedBy.rows.map((row) => [row.code, row.used_by]));
  const rightWinners = run.activations.filter((a) => a.ok && winnerOf.get(a.codeText) === a.userId).length;
  check(
    `${CODES} winners answered, ${CODES} losers answered ${CODE_REFUSED}`,
    winners === CODES && refused === CODES && rightWinners === CODES,
    `${winners} activated (${rightWinners} the code's recorded user), ${refused} ${CODE_REFUSED}`,
  );
  return checks;
}

// ---------------------------------------------------------------------------------------------------------
// The run

/** The scenario on a fresh database; prints it, writes bench/report-sale-opens.json, returns { passed }. */
export async function runSaleOpens() {
  if (!process.env.DATABASE_URL)
    throw new Error('the sale-opens scenario runs on PostgreSQL: set DATABASE_URL');
  const database = await freshDatabase(process.env.DATABASE_URL, 'tutor_sale_opens');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-sale-opens-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const webhookSecret = randomBytes(24).toString('hex');
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    JWT_SECRET: jwtSecret,
    COOKIE_SECRET: randomBytes(32).toString('hex'),
    ...BANK,
    BANK_WEBHOOK_SECRET: webhookSecret,
  };
  // Rate-limit counters in a shared Redis would outlive the database (the same user ids next run).
  delete env.REDIS_URL;
  const baseUrl = `http://127.0.0.1:${port}`;
  const loadBefore = os.loadavg();
  const db = new pg.Client({ connectionString: database.url });
  let server;
  try {
    console.log('sale opens: demo data…');
    await runCli(['seed'], env);
    server = await startServer(env);
    await db.connect();
    const runTag = String(Date.now()).slice(-8);
    const buyers = await makeUsers(db, {
      prefix: `mua${runTag}x`,
      count: STUDENTS,
      roleName: 'Học sinh',
      jwtSecret,
    });
    const staffBuyers = await makeUsers(db, {
      prefix: `muab${runTag}x`,
      count: STAFF_ORDERS,
      roleName: 'Học sinh',
      jwtSecret,
    });
    const codeStudents = await makeUsers(db, {
      prefix: `kichhoat${runTag}x`,
      count: CODES * 2,
      roleName: 'Học sinh',
      jwtSecret,
    });
    const staff = await makeUsers(db, {
      prefix: `duyet${runTag}x`,
      count: 2,
      roleName: 'Nhân viên',
      jwtSecret,
      firstName: 'Nhân viên',
    });
    const { course, book, codeCourse } = await chooseItems(db, baseUrl, buyers[0].token);
    await db.query('update books set quantity = $2 where id = $1', [book.id, BOOK_STOCK]);
    const batch = `bench-sale-opens-${runTag}`;
    const codes = Array.from({ length: CODES }, randomCode);
    await db.query(
      `insert into activation_codes (code, batch, course_id, status)
       select c, $2, $3, 'ACTIVE' from unnest($1::text[]) as c`,
      [codes, batch, codeCourse.id],
    );
    console.log(
      `selling "${course.name}" (${course.salePrice} ₫) + "${book.name}" (${book.salePrice} ₫); codes for "${codeCourse.name}"; load average ${loadBefore[0].toFixed(1)}`,
    );
    const cart = [
      { type: 'COURSE', id: course.id, quantity: 1 },
      { type: 'BOOK', id: book.id, quantity: 1 },
    ];
    const target = { baseUrl, serverPid: server.pid, db };
    const rss = rssSampler(server.pid);
    const meter = clientMeter();
    const phases = [];

    // 1. Checkout: everyone at once, half of them double-clicking.
    const one = await phase(
      `1. checkout: ${STUDENTS} students, quote + order, half double-click`,
      target,
      (client) =>
        allAtOnce(buyers.map((who, n) => () => checkout(client, who, n, cart, { doubleClick: n % 2 === 0 }))),
    );
    phases.push(one.result);
    const bankSet = one.outcome;

    // 2. The bank pays every order; every notification arrives twice.
    const notices = bankSet
      .filter((r) => r.order)
      .map((r, i) => ({ order: r.order, body: sepayNotice(r.order, i, runTag) }));
    const two = await phase(
      `2. bank webhook: ${notices.length} transfers, each notified twice`,
      target,
      (client) =>
        allAtOnce(
          shuffled([...notices, ...notices]).map(
            (notice) => () =>
              client.call('POST /api/payments/sepay', 'POST', '/api/payments/sepay', null, notice.body, {
                authorization: `Apikey ${webhookSecret}`,
                'x-forwarded-for': SEPAY_ADDRESS,
              }),
          ),
        ),
    );
    phases.push(two.result);

    // 3. Staff approval: more orders, then two staff approving each at the same moment.
    const threeA = await phase(`3a. checkout: ${STAFF_ORDERS} more students`, target, (client) =>
      allAtOnce(
        staffBuyers.map((who, n) => () => checkout(client, who, STUDENTS + n, cart, { doubleClick: false })),
      ),
    );
    phases.push(threeA.result);
    const staffSet = threeA.outcome;
    const three = await phase(
      `3b. staff approval: ${staffSet.filter((r) => r.order).length} orders, two staff racing on each`,
      target,
      (client) =>
        allAtOnce(
          staffSet
            .filter((r) => r.order)
            .map((r) => async () => {
              const answers = await Promise.all(
                staff.map((member, k) =>
                  client.call(
                    'PATCH /api/admin/orders/{id}/status',
                    'PATCH',
                    `/api/admin/orders/${r.order.id}/status`,
                    member.token,
                    { status: 'DONE' },
                    { 'x-forwarded-for': `203.0.113.${20 + k}` },
                  ),
                ),
              );
              return {
                orderId: r.order.id,
                okCount: answers.filter(ok).length,
                unchanged: answers.filter((res) => res.json?.code === 'ORDER_STATUS_UNCHANGED').length,
              };
            }),
        ),
      ['ORDER_STATUS_UNCHANGED'],
    );
    phases.push(three.result);

    // 4. Activation codes: two students per code, all at once.
    const attempts = codeStudents.map((who, k) => ({
      who,
      n: STUDENTS + STAFF_ORDERS + k,
      code: codes[Math.floor(k / 2)],
    }));
    const four = await phase(
      `4. activation: ${CODES} codes, ${attempts.length} students (two per code)`,
      target,
      (client) =>
        allAtOnce(
          shuffled(attempts).map(({ who, n, code }) => async () => {
            const res = await client.call(
              'POST /api/activation-codes/activate',
              'POST',
              '/api/activation-codes/activate',
              who.token,
              // As a student types it from the card: groups of four.
              { code: code.match(/.{1,4}/g).join('-') },
              { 'x-forwarded-for': ip(n) },
            );
            return { userId: who.userId, codeText: code, ok: ok(res), code: res.json?.code ?? null };
          }),
        ),
      [CODE_REFUSED],
    );
    phases.push(four.result);

    const client = meter.stop();
    const { rssMb } = rss.stop();
    const checks = await verifySale(db, {
      bankSet,
      staffSet,
      notices,
      approvals: three.outcome,
      activations: four.outcome,
      course,
      book,
      batch,
    });
    const loadAfter = os.loadavg();
    console.log('\nexactly once:');
    for (const c of checks) console.log(`  ${c.passed ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`);
    const passed = checks.every((c) => c.passed);
    console.log(
      '\n| phase | calls | rps | p50 / p99 per call | expected refusals | errors | server CPU per call, busy |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const p of phases) {
      const calls = Object.entries(p.perCall)
        .map(([name, t]) => `${name}: ${t.p50ms} / ${t.p99ms} ms`)
        .join('; ');
      const list = (counts) =>
        Object.entries(counts)
          .map(([key, n]) => `${n} × ${key}`)
          .join('; ') || 0;
      console.log(
        `| ${p.phase} | ${p.calls} | ${p.rps} | ${calls} | ${list(p.refusals)} | ${list(p.errors)} | ${p.serverCpuMsPerCall} ms, ${p.serverBusyPercent} % |`,
      );
    }
    const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(1)).join(' ')} after`;
    console.log(
      `\n${machine}; server peak RSS ${rssMb} MB; client ${client.cpuPercentOfOneCore} % of a core, loop p99 ${client.eventLoopDelayP99Ms} ms`,
    );
    console.log(passed ? '\nsale opens: PASS' : '\nsale opens: FAIL');
    const report = {
      date: new Date().toISOString(),
      machine,
      database: 'PostgreSQL',
      sold: {
        course: course.name,
        coursePrice: course.salePrice,
        book: book.name,
        bookPrice: book.salePrice,
      },
      phases,
      serverPeakRssMb: rssMb,
      client,
      checks,
      passed,
    };
    fs.writeFileSync(path.join(root, 'bench/report-sale-opens.json'), `${JSON.stringify(report, null, 2)}\n`);
    return report;
  } finally {
    await db.end().catch(() => {});
    if (server) await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}
