// The exam burst (issue 11), `BENCH_ONLY=exam-burst npm run bench` with DATABASE_URL set (PostgreSQL):
// N students (2,000 by default) open one exam of 22 questions within a few seconds, fetch the paper,
// autosave 10 random valid sheets and submit, all inside a 60 s window. Then the same burst again with
// the server killed (SIGKILL) in the middle and restarted on the same database: the students retry what
// failed, as the browser does; a tenth of them "close the browser" at the kill and never come back, so
// the deadline sweep must close their sessions with their last saved answers.
//
// Afterwards every acknowledged write is checked in the database: a student's last acknowledged autosave
// (its seq and sheet) must be the session's saved sheet, or the swept history's; an acknowledged submit
// must be a history with exactly that sheet. "lost" counts the students for whom it is not so.
//
// The students are made in the database directly (one argon2id hash computed once, a user_sessions row
// each, an HS256 access token signed with the JWT_SECRET the bench gives the server: what login does,
// without 2,000 password hashes queueing behind ARGON2_CONCURRENCY, which the login rush measures).
// One client process drives them over a bounded keep-alive pool; its event-loop delay and CPU are
// reported, so a slow client is seen as such rather than blamed on the server.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  clientMeter,
  createClient as createPool,
  freePort,
  freshDatabase,
  makeUsers,
  postgresCpuSampler,
  root,
  rssSampler,
  sleep,
  startServer,
  stopProcess,
  waitSampler,
} from './lib.mjs';

const STUDENTS = Number(process.env.BENCH_EXAM_STUDENTS ?? 2000);
const AUTOSAVES = 10;
/** Every student's calls happen inside this window from the burst's start. */
const WINDOW_S = Number(process.env.BENCH_EXAM_WINDOW_S ?? 60);
/** The students open their sessions within this many seconds ("the exam starts"). */
const OPEN_SPREAD_S = 5;
/** The client's keep-alive pool: at most this many connections to the server. */
const CONNECTIONS = Number(process.env.BENCH_EXAM_CONNECTIONS ?? 64);
/** The exam's time limit (minutes): the kill run waits for these deadlines to pass and the sweep. */
const DURATION_MIN = 2;
/** The contract's grace after a deadline (EXAM_GRACE_SECONDS) and the sweeper's interval, plus margin. */
const SWEEP_WAIT_S = 30 + 10 + 15;
const KILL_AT_S = Number(process.env.BENCH_EXAM_KILL_AT_S ?? 25);
const DROPOUT_SHARE = 0.1;

// ---------------------------------------------------------------------------------------------------------
// Seeding: the students, their sessions and tokens, the exam

async function seed(db, jwtSecret, run) {
  const client = new pg.Client({ connectionString: db });
  await client.connect();
  try {
    const students = await makeUsers(client, {
      prefix: `thi${run}x`,
      count: STUDENTS,
      roleName: 'Học sinh',
      jwtSecret,
    });
    const examId = await seedExam(client, run);
    return { students, examId };
  } finally {
    await client.end();
  }
}

/** A THPT 2025 paper: 12 multiple choice, 4 true/false groups, 6 short answers. */
async function seedExam(client, run) {
  const exam = await client.query(
    `insert into exams (name, slug, duration, total_point, scoring)
     values ($1, $2, $3, 10, '{"choice":0.25,"trueFalse":[0,0.1,0.25,0.5,1],"short":0.5}')
     returning id::int as id`,
    [`Đề thi thử bench ${run}`, `de-thi-thu-bench-${run}`, DURATION_MIN],
  );
  const examId = exam.rows[0].id;
  const paper = [...Array(12).fill('CHOICE'), ...Array(4).fill('TRUE_FALSE'), ...Array(6).fill('SHORT')];
  for (const [position, type] of paper.entries()) {
    const question = await client.query(
      `insert into questions (type, content) values ($1, $2) returning id::int as id`,
      [type, `<p>Câu ${position + 1} của đề bench: tính $\\int_0^{${position + 1}} x\\,dx$.</p>`],
    );
    const questionId = question.rows[0].id;
    if (type === 'SHORT') {
      await client.query(
        `insert into question_answers (question_id, position, content, is_correct) values ($1, 0, $2, true)`,
        [questionId, `${(position + 1) ** 2 / 2}`.replace('.', ',')],
      );
    } else {
      for (let i = 0; i < 4; i++)
        await client.query(
          `insert into question_answers (question_id, position, label, content, is_correct) values ($1, $2, $3, $4, $5)`,
          [
            questionId,
            i,
            type === 'CHOICE' ? 'ABCD'[i] : 'abcd'[i],
            `<p>Ý ${i + 1}</p>`,
            type === 'CHOICE' ? i === 1 : i % 2 === 0,
          ],
        );
    }
    await client.query(`insert into exam_questions (exam_id, question_id, position) values ($1, $2, $3)`, [
      examId,
      questionId,
      position,
    ]);
  }
  return examId;
}

// ---------------------------------------------------------------------------------------------------------
// The client: a bounded keep-alive pool, timings per call

const createClient = (baseUrl) => createPool(baseUrl, { connections: CONNECTIONS });

// ---------------------------------------------------------------------------------------------------------
// One student

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** A random valid sheet for the paper (some questions left blank), in the spec's shape. */
function randomSheet(paper) {
  const chosen = [];
  const trueFalseAnswered = {};
  const shortAnswerAnswered = {};
  for (const question of paper.questions) {
    if (Math.random() < 0.15) continue;
    if (question.type === 'CHOICE') chosen.push(pick(question.options).id);
    else if (question.type === 'TRUE_FALSE')
      trueFalseAnswered[question.id] = Array.from({ length: 4 }, () => pick(['T', 'F', '']));
    else {
      const value = pick(['0,5', '2', '4,5', '-1,5', '12,5', '18']);
      shortAnswerAnswered[question.id] = [...value.padEnd(4, ' ')]
        .map((c) => (c === ' ' ? '' : c))
        .slice(0, 4);
    }
  }
  return { answered: chosen.join('-'), trueFalseAnswered, shortAnswerAnswered };
}

/** Retries a write the way the browser does: again after a short pause while the server is unreachable. */
async function withRetry(until, attempt) {
  for (;;) {
    const res = await attempt();
    if (res.status !== 0 && res.status < 500) return res;
    if (Date.now() > until) return res;
    await sleep(500 + Math.random() * 500);
  }
}

async function student(client, examId, who, plan, record) {
  await sleep(plan.openAtMs - Date.now());
  const base = `/api/exams/${examId}`;
  const until = plan.endMs + 60_000;
  const opened = await withRetry(until, () =>
    client.call('open session', 'POST', `${base}/exam-sessions`, who.token),
  );
  if (opened.status !== 200) return;
  const sessionToken = opened.json.token;
  record.sessionToken = sessionToken;
  const paperRes = await withRetry(until, () =>
    client.call('fetch questions', 'GET', `${base}/exam-questions/${sessionToken}`, who.token),
  );
  if (paperRes.status !== 200) return;
  const paper = paperRes.json;
  for (let seq = 1; seq <= AUTOSAVES; seq++) {
    await sleep(plan.saveAtMs[seq - 1] - Date.now());
    if (plan.dropsAtKill && plan.isKilled()) return;
    const sheet = randomSheet(paper);
    const saved = await withRetry(until, () =>
      client.call('autosave', 'PUT', `${base}/exam-answers/${sessionToken}`, who.token, { ...sheet, seq }),
    );
    if (saved.status === 200) record.lastSave = { seq, sheet };
  }
  await sleep(plan.submitAtMs - Date.now());
  if (plan.dropsAtKill && plan.isKilled()) return;
  const finalSheet = record.lastSave?.sheet ?? randomSheet(paper);
  const submitKey = randomUUID().replaceAll('-', '');
  const submitted = await withRetry(until, () =>
    client.call('submit', 'POST', `${base}/exam-histories/${sessionToken}`, who.token, {
      ...finalSheet,
      submitKey,
    }),
  );
  if (submitted.status === 200)
    record.submitted = {
      historyId: submitted.json.examHistory.id,
      sheet: finalSheet,
      // Past the deadline and its grace the sweep had closed the session with the last autosave: the
      // answer is that history, not this sheet.
      isLate: submitted.json.isLate,
    };
}

// ---------------------------------------------------------------------------------------------------------
// Checking every acknowledged write against the database

/** The sheet as stored (jsonb): compared with keys in one order and empty maps as the defaults. */
function canonical(sheet) {
  const sortKeys = (map) =>
    Object.fromEntries(Object.entries(map ?? {}).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify({
    answered: sheet?.answered ?? '',
    trueFalseAnswered: sortKeys(sheet?.trueFalseAnswered),
    shortAnswerAnswered: sortKeys(sheet?.shortAnswerAnswered),
  });
}

async function verify(db, examId, students, records) {
  const client = new pg.Client({ connectionString: db });
  await client.connect();
  try {
    const sessions = await client.query(
      `select s.token, s.user_id::int as user_id, s.answers, s.answer_seq, s.closed_by, s.closed_at,
              h.id::int as history_id, h.answers as history_answers, h.source
       from exam_sessions s left join exam_histories h on h.session_id = s.id
       where s.exam_id = $1`,
      [examId],
    );
    const byToken = new Map(sessions.rows.map((row) => [row.token, row]));
    let lost = 0;
    let acknowledgedSaves = 0;
    let acknowledgedSubmits = 0;
    let lateSubmits = 0;
    let swept = 0;
    let sweptWithAnswers = 0;
    let stillOpen = 0;
    const examples = [];
    for (const [i, record] of records.entries()) {
      if (!record.sessionToken) continue;
      const row = byToken.get(record.sessionToken);
      if (record.lastSave) acknowledgedSaves++;
      if (record.submitted) acknowledgedSubmits++;
      if (record.submitted?.isLate) lateSubmits++;
      const miss = (why) => {
        lost++;
        if (examples.length < 5) examples.push(`student ${students[i].userId}: ${why}`);
      };
      if (!row) {
        if (record.lastSave || record.submitted) miss('no session row');
        continue;
      }
      if (!row.closed_at) stillOpen++;
      if (row.closed_by === 'SWEEP') {
        swept++;
        if (record.lastSave) sweptWithAnswers++;
      }
      if (record.submitted) {
        if (row.history_id !== record.submitted.historyId)
          miss(`submitted history ${record.submitted.historyId} is not the session's (${row.history_id})`);
        else if (
          !record.submitted.isLate &&
          canonical(row.history_answers) !== canonical(record.submitted.sheet)
        )
          miss('submitted sheet differs');
        // A late submit's history is the sweep's: it must hold the last acknowledged autosave.
        else if (
          record.submitted.isLate &&
          record.lastSave &&
          canonical(row.history_answers) !== canonical(record.lastSave.sheet)
        )
          miss('late submit: the swept history is not the last acknowledged autosave');
        continue;
      }
      if (!record.lastSave) continue;
      // The last acknowledged autosave: the session's sheet, and the swept history's when it closed.
      if (Number(row.answer_seq) < record.lastSave.seq)
        miss(`seq ${row.answer_seq} < acknowledged ${record.lastSave.seq}`);
      else if (canonical(row.answers) !== canonical(record.lastSave.sheet)) miss('saved sheet differs');
      else if (row.history_id && canonical(row.history_answers) !== canonical(record.lastSave.sheet))
        miss('swept history differs');
    }
    return {
      acknowledgedSaves,
      acknowledgedSubmits,
      lateSubmits,
      lost,
      swept,
      sweptWithAnswers,
      stillOpen,
      examples,
    };
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------------
// A burst

async function burst({ label, db, env, jwtSecret, run, kill }) {
  let server = await startServer(env);
  let rss = rssSampler(server.pid);
  let peakRssMb = 0;
  let serverCpuS = 0;
  const stopSampler = () => {
    const { rssMb, cpuS } = rss.stop();
    peakRssMb = Math.max(peakRssMb, rssMb);
    serverCpuS += cpuS;
  };
  const { students, examId } = await seed(db, jwtSecret, run);
  // The seeding is not the burst's: the server's CPU is counted from here.
  rss.stop();
  rss = rssSampler(server.pid);
  // What the server's PostgreSQL connections do: over the opening rush (the first seconds, where the p99
  // is made) and over the whole burst; and PostgreSQL's own CPU, which the server's figure leaves out.
  const observer = new pg.Client({ connectionString: db });
  await observer.connect();
  const pgCpu = postgresCpuSampler(observer);
  const rushWaits = waitSampler(observer);
  const rushEnds = sleep(1000 + (OPEN_SPREAD_S + 5) * 1000).then(() => rushWaits.stop());
  const client = createClient(`http://127.0.0.1:${env.PORT}`);
  const meter = clientMeter();
  const start = Date.now() + 1000;
  let killedAt = 0;
  let restartMs = 0;
  const isKilled = () => killedAt > 0;
  const records = students.map(() => ({}));
  const plans = students.map((_, i) => {
    const openAtMs = start + Math.random() * OPEN_SPREAD_S * 1000;
    // Ten saves spread over the window (one every ~4.5 s, jittered), the submit before its end.
    const saveAtMs = Array.from(
      { length: AUTOSAVES },
      (_, k) => openAtMs + 3000 + k * 4500 + Math.random() * 1500,
    );
    return {
      openAtMs,
      saveAtMs,
      submitAtMs: Math.min(start + (WINDOW_S - 2) * 1000, saveAtMs.at(-1) + 2000 + Math.random() * 2000),
      endMs: start + WINDOW_S * 1000,
      dropsAtKill: kill && i % Math.round(1 / DROPOUT_SHARE) === 0,
      isKilled,
    };
  });
  const killer = kill
    ? (async () => {
        await sleep(start + KILL_AT_S * 1000 - Date.now());
        client.setOutage(true);
        killedAt = Date.now();
        stopSampler();
        server.kill('SIGKILL');
        await new Promise((resolve) => server.once('exit', resolve));
        const restarting = Date.now();
        server = await startServer(env);
        restartMs = Date.now() - restarting;
        rss = rssSampler(server.pid);
        client.setOutage(false);
      })()
    : Promise.resolve();
  await Promise.all([
    ...students.map((who, i) => student(client, examId, who, plans[i], records[i])),
    killer,
  ]);
  const elapsedS = (Date.now() - start) / 1000;
  const clientUse = meter.stop();
  if (kill) {
    // The dropouts' deadlines, the grace and a sweep round.
    const waitUntil =
      Math.max(...plans.map((plan) => plan.openAtMs)) + DURATION_MIN * 60_000 + SWEEP_WAIT_S * 1000;
    console.log(
      `  waiting ${Math.round((waitUntil - Date.now()) / 1000)} s for the deadlines and the sweep…`,
    );
    await sleep(waitUntil - Date.now());
  }
  stopSampler();
  const openingRushDatabase = await rushEnds;
  const postgresCpuS = await pgCpu.stop();
  await observer.end();
  const calls = client.report();
  const callCount = Object.values(calls.perCall).reduce((sum, call) => sum + call.ok, 0);
  client.close();
  const check = await verify(db, examId, students, records);
  await stopProcess(server);
  return {
    label,
    students: STUDENTS,
    windowS: Math.round(elapsedS),
    ...(kill ? { killedAtS: Math.round((killedAt - start) / 1000), restartMs } : {}),
    calls: calls.perCall,
    errors: calls.errors,
    refusedWhileDown: calls.outageErrors,
    serverPeakRssMb: peakRssMb,
    // Includes the sweep and the restart's start-up in the kill run.
    serverCpuS: Math.round(serverCpuS * 10) / 10,
    serverCpuMsPerCall: Math.round(((serverCpuS * 1000) / Math.max(1, callCount)) * 100) / 100,
    // The backends alive at the end (a killed server's are missed): the database's share of a call.
    postgresCpuS,
    postgresCpuMsPerCall: Math.round(((postgresCpuS * 1000) / Math.max(1, callCount)) * 100) / 100,
    // The pool's 10 connections during the first seconds: busy on average, and what the busy ones waited on.
    openingRushDatabase,
    client: { connections: CONNECTIONS, ...clientUse },
    check,
  };
}

/** The two bursts on a fresh PostgreSQL database; prints them and writes bench/report-exam-burst.json. */
export async function runExamBurst() {
  if (!process.env.DATABASE_URL) throw new Error('the exam burst runs on PostgreSQL: set DATABASE_URL');
  const database = await freshDatabase(process.env.DATABASE_URL, 'tutor_exam_burst');
  const db = database.url;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-exam-burst-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const env = {
    ...process.env,
    DATABASE_URL: db,
    PORT: String(process.env.BENCH_EXAM_PORT ?? (await freePort())),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: jwtSecret,
    COOKIE_SECRET: randomBytes(32).toString('hex'),
  };
  delete env.REDIS_URL;
  const loadBefore = os.loadavg()[0];
  try {
    const results = [];
    for (const [run, kill] of [
      [1, false],
      [2, true],
    ]) {
      const label = kill ? 'burst with kill -9 and restart' : 'burst';
      console.log(`exam burst ${run}: ${label}, ${STUDENTS} students…`);
      const result = await burst({ label, db, env, jwtSecret, run, kill });
      console.log(JSON.stringify(result, null, 2));
      results.push(result);
    }
    const report = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after`,
      database: 'PostgreSQL',
      results,
    };
    fs.writeFileSync(path.join(root, 'bench/report-exam-burst.json'), `${JSON.stringify(report, null, 2)}\n`);
    return report;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}
