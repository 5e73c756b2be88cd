import {
  type ActivationResult,
  isActivationCodeShape,
  normaliseActivationCode,
} from '@tutor/contract/activation-codes';
import { itemPath } from '@tutor/contract/orders';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activationCodes, comboCourses, combos, courses } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { grantEnrollments } from '../enrollments/entitlement';
import { notify } from '../notifications/notify';

/*
 * `POST /activation-codes/activate`: a signed-in student redeems a code. In one transaction:
 *   1. one UPDATE claims the code, only while it is unused, ACTIVE and not expired. Fifty students racing
 *      for one code: PostgreSQL makes the others wait on the row and re-check the condition once the
 *      first commits, so they find it used and claim nothing; the code is redeemed exactly once;
 *   2. the course, or each course of the combo, is granted through `grantEnrollments` (source
 *      ACTIVATION_CODE, source_ref = the code's id) for good: the code's own expiry only bounds when it
 *      can be redeemed, as an order's access does not end either;
 *   3. the student gets an ACTIVATION notification.
 * Unknown, used, disabled and expired codes all answer ACTIVATION_CODE_INVALID, with no other difference,
 * so the answer tells a guesser nothing about which codes exist.
 */

function invalid() {
  return new AppError('ACTIVATION_CODE_INVALID', { logMessage: 'activation refused' });
}

export async function activateCode(db: Db, userId: number, typed: string): Promise<ActivationResult> {
  const code = normaliseActivationCode(typed);
  if (!isActivationCodeShape(code)) throw invalid();
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(activationCodes)
      .set({ usedBy: userId, usedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(activationCodes.code, code),
          isNull(activationCodes.usedAt),
          eq(activationCodes.status, 'ACTIVE'),
          or(isNull(activationCodes.expiresAt), sql`${activationCodes.expiresAt} > now()`),
        ),
      )
      .returning({
        id: activationCodes.id,
        courseId: activationCodes.courseId,
        comboId: activationCodes.comboId,
      });
    if (!claimed) throw invalid();

    let target: ActivationResult['target'];
    let name: string;
    let opened: { id: number; name: string; slug: string }[];
    if (claimed.courseId !== null) {
      target = 'COURSE';
      opened = await tx
        .select({ id: courses.id, name: courses.name, slug: courses.slug })
        .from(courses)
        .where(eq(courses.id, claimed.courseId));
      name = opened[0]?.name ?? '';
    } else {
      target = 'COMBO';
      const comboId = claimed.comboId as number;
      const [combo] = await tx.select({ name: combos.name }).from(combos).where(eq(combos.id, comboId));
      name = combo?.name ?? '';
      opened = await tx
        .select({ id: courses.id, name: courses.name, slug: courses.slug })
        .from(comboCourses)
        .innerJoin(courses, eq(courses.id, comboCourses.courseId))
        .where(eq(comboCourses.comboId, comboId))
        .orderBy(asc(comboCourses.position), asc(courses.id));
    }

    // A combo emptied since the code was made: nothing to open, so the code is not used up (rolled back).
    if (opened.length === 0) throw invalid();
    const sourceRef = String(claimed.id);
    await grantEnrollments(
      tx,
      opened.map((course) => ({
        userId,
        courseId: course.id,
        source: 'ACTIVATION_CODE' as const,
        sourceRef,
      })),
    );

    const coursesOpened = opened.map((course) => ({
      id: course.id,
      name: course.name,
      path: itemPath('COURSE', course.id, course.slug),
    }));
    await notify(tx, [
      {
        userId,
        kind: 'ACTIVATION',
        data: {
          codeId: claimed.id,
          target,
          name,
          // What the storefront's notice text reads (features/notifications/components/notification-text.ts).
          ...(target === 'COMBO' ? { comboName: name } : { courseName: name }),
          courseId: coursesOpened[0]?.id ?? null,
          courseCount: coursesOpened.length,
        },
        // One course: its page; a combo's several: the student's course list.
        link: coursesOpened.length === 1 ? (coursesOpened[0]?.path ?? '') : '/khoa-hoc-cua-toi',
      },
    ]);
    return { target, name, courses: coursesOpened };
  });
}
