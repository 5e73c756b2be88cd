import type { CourseType } from '@tutor/contract/constants';
import type { CourseCard, TeacherRef } from '@tutor/contract/courses';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { courses, images, users } from '../../db/schema';
import { isoDate } from '../../lib/list';
import { positions } from '../../lib/prepared-statement';
import { imageRefAt, toImageRef } from './image-ref';

/*
 * A course as cards show it (listing, home, combo page, offers): its cover and teacher come in the same
 * statement through left joins on primary keys, so a page of cards is one query.
 */

export const coverImages = alias(images, 'course_cover');
export const teacherUsers = alias(users, 'course_teacher');

/** A user's name as pages show it: "Họ Tên" (last name first, as Vietnamese names read), else the username. */
export function personName(row: { firstName: string; lastName: string; username: string }): string {
  return `${row.lastName} ${row.firstName}`.trim() || row.username;
}

export const courseCardColumns = {
  id: courses.id,
  type: courses.type,
  name: courses.name,
  slug: courses.slug,
  summary: courses.summary,
  salePrice: courses.salePrice,
  rootPrice: courses.rootPrice,
  target: courses.target,
  releaseDate: courses.releaseDate,
  createdAt: courses.createdAt,
  cover: {
    id: coverImages.id,
    name: coverImages.name,
    alt: coverImages.alt,
    file: coverImages.file,
    width: coverImages.width,
    height: coverImages.height,
    variants: coverImages.variants,
  },
  teacher: {
    id: teacherUsers.id,
    firstName: teacherUsers.firstName,
    lastName: teacherUsers.lastName,
    username: teacherUsers.username,
    avatar: teacherUsers.avatar,
  },
};

type ImageRow = Parameters<typeof toImageRef>[0];
type TeacherRow = {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  avatar: string | null;
};

export type CourseCardRow = {
  id: number;
  type: string;
  name: string;
  slug: string;
  summary: string;
  salePrice: number;
  rootPrice: number;
  target: string;
  releaseDate: Date | null;
  createdAt: Date;
  cover: ImageRow | null;
  teacher: TeacherRow | null;
};

export function toTeacherRef(row: TeacherRow | null): TeacherRef | null {
  return row ? { id: row.id, name: personName(row), avatar: row.avatar ?? null } : null;
}

export function toCourseCard(row: CourseCardRow): CourseCard {
  return {
    id: row.id,
    type: row.type as CourseType,
    name: row.name,
    slug: row.slug,
    summary: row.summary,
    salePrice: row.salePrice,
    rootPrice: row.rootPrice,
    cover: row.cover ? toImageRef(row.cover) : null,
    teacher: toTeacherRef(row.teacher),
    target: row.target,
    releaseDate: row.releaseDate ? isoDate(row.releaseDate) : null,
    createdAt: isoDate(row.createdAt),
  };
}

/**
 * The columns of `courseCardColumns` in statement order, for reads that take their rows as arrays and
 * shape them by hand (`courseCardAt`; checked with `expectColumns` from lib/prepared-statement.ts).
 */
export const COURSE_CARD_COLUMNS = [
  ...['id', 'type', 'name', 'slug', 'summary', 'salePrice', 'rootPrice', 'target', 'releaseDate'],
  ...['createdAt', 'cover.id', 'cover.name', 'cover.alt', 'cover.file', 'cover.width', 'cover.height'],
  ...['cover.variants', 'teacher.id', 'teacher.firstName', 'teacher.lastName', 'teacher.username'],
  'teacher.avatar',
] as const;
const C = positions(COURSE_CARD_COLUMNS);

/** A card from an array row that starts with the columns of `courseCardColumns` (`COURSE_CARD_COLUMNS`). */
export function courseCardAt(row: readonly unknown[]): CourseCard {
  const teacherId = row[C['teacher.id']];
  const releaseDate = row[C.releaseDate] as Date | null;
  return {
    // Bigint ids come as strings from node-postgres.
    id: Number(row[C.id]),
    type: row[C.type] as CourseType,
    name: row[C.name] as string,
    slug: row[C.slug] as string,
    summary: row[C.summary] as string,
    salePrice: row[C.salePrice] as number,
    rootPrice: row[C.rootPrice] as number,
    cover: imageRefAt(row, C['cover.id']),
    teacher:
      teacherId === null
        ? null
        : {
            id: Number(teacherId),
            name: personName({
              firstName: row[C['teacher.firstName']] as string,
              lastName: row[C['teacher.lastName']] as string,
              username: row[C['teacher.username']] as string,
            }),
            avatar: (row[C['teacher.avatar']] as string | null) ?? null,
          },
    target: row[C.target] as string,
    releaseDate: releaseDate ? isoDate(releaseDate) : null,
    createdAt: isoDate(row[C.createdAt] as Date),
  };
}

/** SELECT of course cards with cover and teacher joined; add WHERE, ORDER BY and LIMIT. */
export function selectCourseCards(db: DbOrTx) {
  return db
    .select(courseCardColumns)
    .from(courses)
    .leftJoin(coverImages, eq(coverImages.id, courses.imageId))
    .leftJoin(teacherUsers, eq(teacherUsers.id, courses.teacherId));
}

/** Cards of some courses in one query, keyed by id (only ACTIVE ones unless `where` says otherwise). */
export async function loadCourseCards(
  db: DbOrTx,
  ids: readonly number[],
  where: SQL | undefined = eq(courses.status, 'ACTIVE'),
): Promise<Map<number, CourseCard>> {
  if (ids.length === 0) return new Map();
  const rows = await selectCourseCards(db).where(and(inArray(courses.id, [...new Set(ids)]), where));
  return new Map(rows.map((row) => [row.id, toCourseCard(row as CourseCardRow)]));
}
