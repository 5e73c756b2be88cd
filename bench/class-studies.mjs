// "Class studies" (issue 10): a class of enrolled students on the learning screen at once. Each
// autocannon connection plays one student at a time (round robin over the class) and walks what the
// learning screen asks for one lesson: the outline, the lesson, the progress, the answer slots, a
// video's play answer (signed URL and play id), the view for that play, a progress report, an answer
// sheet submitted with a fresh key, and the lesson ranks. Called by bench/run.mjs after the sign-in rush.
import { randomUUID } from 'node:crypto';

const json = (body) => ({ 'content-type': 'application/json', ...body });

/**
 * Signs the class in (one request per student, each from its own address), enrols them all in one
 * demo course with `POST /admin/users/add-to-course`, lifts the view limit of the video used (the
 * bench measures throughput, not the limit, which the tests cover), and returns what the walk needs.
 */
export async function prepareClass({ url, adminToken, usernames }) {
  const admin = { authorization: `Bearer ${adminToken}` };
  const call = async (path, init = {}) => {
    const res = await fetch(url + path, init);
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  // The course with the most lessons that has an answer sheet and an uploaded video on one lesson.
  const { data: courses } = await call('/api/courses?limit=50');
  let target;
  for (const course of courses) {
    const outline = await call(`/api/courses/${course.id}/thematics`, { headers: admin });
    for (const thematic of outline.data ?? outline.thematics ?? []) {
      for (const lessonRef of thematic.lessons) {
        const lesson = await call(`/api/lessons/${lessonRef.id}`, { headers: admin });
        const video = lesson.videos.find((v) => v.option === 'UPLOAD' || v.option === undefined);
        if (lesson.answerCount > 0 && video) target ??= { course, lesson, video };
      }
    }
  }
  if (!target) throw new Error('class studies: no demo lesson with both an answer sheet and a video');
  await call(`/api/admin/videos/${target.video.id}`, {
    method: 'PUT',
    headers: json(admin),
    body: JSON.stringify({ allowedViews: null }),
  }).catch(() =>
    call(`/api/admin/videos/${target.video.id}`, {
      method: 'PATCH',
      headers: json(admin),
      body: JSON.stringify({ allowedViews: null }),
    }),
  );

  const students = [];
  for (const [i, username] of usernames.entries()) {
    const session = await call('/api/auth/login', {
      method: 'POST',
      headers: json({ 'x-forwarded-for': `198.20.${Math.floor(i / 200)}.${i % 200}` }),
      body: JSON.stringify({ username, password: 'matkhau123' }),
    });
    students.push({ token: session.accessToken, userId: session.user?.id });
  }
  const me = await Promise.all(
    students.map((s) => call('/api/auth/me', { headers: { authorization: `Bearer ${s.token}` } })),
  );
  await call('/api/admin/users/add-to-course', {
    method: 'POST',
    headers: json(admin),
    body: JSON.stringify({ courseId: target.course.id, userIds: me.map((m) => (m.user ?? m).id) }),
  });
  const slots = await call(`/api/lessons/${target.lesson.id}/lesson-answers`, {
    headers: { authorization: `Bearer ${students[0].token}` },
  });
  const answers = slots.data.map((slot) => ({
    lessonAnswerId: slot.id,
    answerUser: slot.kind === 'TRUE_FALSE' ? 'Đ-S-Đ-S' : slot.kind === 'SHORT' ? '1,5' : 'A',
  }));
  return { ...target, students, answers };
}

/** The autocannon `requests` of one walk through the learning screen; `context` carries the student. */
export function learningScreenWalk({ course, lesson, video, students, answers }) {
  let next = 0;
  const as = (context, path) => ({
    method: 'GET',
    path,
    headers: { authorization: `Bearer ${context.token}` },
  });
  const post = (context, path, body) => ({
    method: 'POST',
    path,
    headers: { authorization: `Bearer ${context.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return [
    {
      setupRequest: (request, context) => {
        context.token = students[next++ % students.length].token;
        return { ...request, ...as(context, `/api/courses/${course.id}/thematics`) };
      },
    },
    { setupRequest: (request, context) => ({ ...request, ...as(context, `/api/lessons/${lesson.id}`) }) },
    {
      setupRequest: (request, context) => ({
        ...request,
        ...as(context, `/api/courses/process-percent/${course.id}`),
      }),
    },
    {
      setupRequest: (request, context) => ({
        ...request,
        ...as(context, `/api/lessons/${lesson.id}/lesson-answers`),
      }),
    },
    {
      setupRequest: (request, context) => ({ ...request, ...as(context, `/api/videos/${video.id}`) }),
      onResponse: (status, body, context) => {
        context.playId = status === 200 ? JSON.parse(body).playId : 'missing-play-id';
      },
    },
    {
      setupRequest: (request, context) => ({
        ...request,
        ...post(context, `/api/videos/${video.id}/view`, { playId: context.playId }),
      }),
    },
    {
      setupRequest: (request, context) => ({
        ...request,
        ...post(context, `/api/videos/${video.id}/progress`, {
          playId: context.playId,
          position: 15,
          playing: 15,
        }),
      }),
    },
    {
      setupRequest: (request, context) => ({
        ...request,
        ...post(context, `/api/lessons/${lesson.id}/lesson-histories`, {
          submitKey: randomUUID(),
          answers,
          timeSpent: 300,
        }),
      }),
    },
    {
      setupRequest: (request, context) => ({
        ...request,
        ...as(context, `/api/lessons/${lesson.id}/lesson-ranks`),
      }),
    },
  ];
}
