// The exam burst's four calls one at a time (`BENCH_ONLY=exam-calls`, PostgreSQL only): N students
// (1,000 by default, BENCH_EXAM_STUDENTS) each open a session, then each fetch the paper, then each
// autosave once, then each submit, one phase after the other through the same keep-alive pool as the
// burst. Per phase: the server's CPU per call, rps and p50 / p99. The burst mixes the calls (20,000 of its
// 26,000 are autosaves), so its one CPU figure hides what an opening or a paper costs; this says it,
// which is what a change to one of them needs to be measured by. A warm-up round (a tenth of the
// students, its own exam) comes first, so the JIT and the pool are warm when the phases are counted.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  cpuSecondsOf,
  createClient,
  freePort,
  freshDatabase,
  inParallel,
  makeUsers,
  startServer,
  stopProcess,
} from './lib.mjs';

const STUDENTS = Number(process.env.BENCH_EXAM_STUDENTS ?? 1000);
const CONNECTIONS = Number(process.env.BENCH_EXAM_CONNECTIONS ?? 64);

async function seedExam(client, run) {
  const exam = await client.query(
    `insert into exams (name, slug, duration, total_point, scoring)
     values ($1, $2, 60, 10, '{"choice":0.25,"trueFalse":[0,0.1,0.25,0.5,1],"short":0.5}')
     returning id::int as id`,
    [`Đề đo ${run}`, `de-do-${run}-${Date.now()}`],
  );
  const examId = exam.rows[0].id;
  const paper = [...Array(12).fill('CHOICE'), ...Array(4).fill('TRUE_FALSE'), ...Array(6).fill('SHORT')];
  for (const [position, type] of paper.entries()) {
    const question = await client.query(
      `insert into questions (type, content) values ($1, $2) returning id::int as id`,
      [type, `<p>Câu ${position + 1}: tính $\\int_0^{${position + 1}} x\\,dx$.</p>`],
    );
    const questionId = question.rows[0].id;
    if (type === 'SHORT')
      await client.query(
        `insert into question_answers (question_id, position, content, is_correct) values ($1, 0, '2,5', true)`,
        [questionId],
      );
    else
      for (let i = 0; i < 4; i++)
        await client.query(
          `insert into question_answers (question_id, position, label, content, is_correct) values ($1, $2, $3, $4, $5)`,
          [questionId, i, type === 'CHOICE' ? 'ABCD'[i] : 'abcd'[i], `<p>Ý ${i + 1}</p>`, i === 1],
        );
    await client.query(`insert into exam_questions (exam_id, question_id, position) values ($1, $2, $3)`, [
      examId,
      questionId,
      position,
    ]);
  }
  return examId;
}

function sheetFor(paper) {
  const choice = paper.questions.filter((q) => q.type === 'CHOICE').map((q) => q.options[0].id);
  const trueFalseAnswered = {};
  const shortAnswerAnswered = {};
  for (const q of paper.questions) {
    if (q.type === 'TRUE_FALSE') trueFalseAnswered[q.id] = ['T', 'F', 'T', ''];
    if (q.type === 'SHORT') shortAnswerAnswered[q.id] = ['2', ',', '5', ''];
  }
  return { answered: choice.join('-'), trueFalseAnswered, shortAnswerAnswered };
}

async function phases(url, pid, students, examId, { isCounted }) {
  const client = createClient(url, { connections: CONNECTIONS });
  const base = `/api/exams/${examId}`;
  const state = students.map(() => ({}));
  const results = {};
  const phase = async (name, one) => {
    const cpuBefore = cpuSecondsOf(pid);
    const started = performance.now();
    const times = [];
    let failed = 0;
    await inParallel(
      students.map((who, i) => async () => {
        const t0 = performance.now();
        const ok = await one(who, state[i]);
        if (ok) times.push(performance.now() - t0);
        else failed++;
      }),
    );
    const wallS = (performance.now() - started) / 1000;
    const cpuMs = (cpuSecondsOf(pid) - cpuBefore) * 1000;
    times.sort((a, b) => a - b);
    const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
    results[name] = {
      calls: students.length,
      failed,
      rps: Math.round(students.length / wallS),
      p50ms: at(0.5),
      p99ms: at(0.99),
      cpuMsPerCall: Math.round((cpuMs / students.length) * 100) / 100,
      busy: `${Math.round((cpuMs / 1000 / wallS) * 100)} %`,
    };
  };
  await phase('open', async (who, s) => {
    const res = await client.call('open', 'POST', `${base}/exam-sessions`, who.token);
    s.token = res.json?.token;
    return res.status === 200;
  });
  await phase('paper', async (who, s) => {
    const res = await client.call('paper', 'GET', `${base}/exam-questions/${s.token}`, who.token);
    s.sheet = res.status === 200 ? sheetFor(res.json) : undefined;
    return res.status === 200;
  });
  await phase('autosave', async (who, s) => {
    const body = { ...s.sheet, seq: 1 };
    const res = await client.call('save', 'PUT', `${base}/exam-answers/${s.token}`, who.token, body);
    return res.status === 200;
  });
  await phase('submit', async (who, s) => {
    const body = { ...s.sheet, submitKey: randomUUID().replaceAll('-', '') };
    const res = await client.call('submit', 'POST', `${base}/exam-histories/${s.token}`, who.token, body);
    return res.status === 200;
  });
  client.close();
  if (isCounted) {
    const errors = client.report().errors;
    if (Object.keys(errors).length > 0) console.log('errors', errors);
  }
  return results;
}

export async function runExamCalls() {
  if (!process.env.DATABASE_URL) throw new Error('exam-calls runs on PostgreSQL: set DATABASE_URL');
  const database = await freshDatabase(process.env.DATABASE_URL, 'tutor_exam_calls');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-exam-calls-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: jwtSecret,
    COOKIE_SECRET: randomBytes(32).toString('hex'),
  };
  delete env.REDIS_URL;
  const loadBefore = os.loadavg()[0];
  const server = await startServer(env);
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const warm = await makeUsers(client, {
      prefix: 'do0x',
      count: Math.ceil(STUDENTS / 10),
      roleName: 'Học sinh',
      jwtSecret,
    });
    const students = await makeUsers(client, {
      prefix: 'do1x',
      count: STUDENTS,
      roleName: 'Học sinh',
      jwtSecret,
    });
    const warmExam = await seedExam(client, 0);
    const examId = await seedExam(client, 1);
    await client.end();
    const url = `http://127.0.0.1:${env.PORT}`;
    await phases(url, server.pid, warm, warmExam, { isCounted: false });
    const results = await phases(url, server.pid, students, examId, { isCounted: true });
    console.log(
      `exam calls, ${STUDENTS} students, ${CONNECTIONS} connections, load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after`,
    );
    console.table(results);
    return results;
  } finally {
    await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}
