import { describe, expect, it } from 'vitest';
import { offerableCourses, rowForCourse, saleCoursesInput } from './sale-courses';

const courses = [
  { id: 1, name: 'Toán 10', salePrice: 1_200_000 },
  { id: 2, name: 'Toán 11', salePrice: 1_500_000 },
  { id: 3, name: 'Toán 12', salePrice: 1_800_000 },
];

describe('the sale-courses editor', () => {
  it('sends each offered course once with its price, leaving out blank rows and the course itself', () => {
    expect(
      saleCoursesInput(
        [
          { courseId: 2, salePrice: 990_000 },
          { courseId: null, salePrice: 5 },
          { courseId: 2, salePrice: 1 },
          { courseId: 1, salePrice: 100 },
          { courseId: 3, salePrice: null },
        ],
        1,
      ),
    ).toEqual([
      { courseId: 2, salePrice: 990_000 },
      { courseId: 3, salePrice: 0 },
    ]);
    expect(saleCoursesInput(undefined)).toEqual([]);
  });

  it('offers in each row only the courses no other row offers, never the course being edited', () => {
    const rows = [{ courseId: 2 }, { courseId: 3 }];
    expect(offerableCourses(courses, rows, 0, 1).map((course) => course.id)).toEqual([2]);
    expect(offerableCourses(courses, rows, 1, 1).map((course) => course.id)).toEqual([3]);
    expect(offerableCourses(courses, [...rows, {}], 2, 1)).toEqual([]);
    expect(offerableCourses(courses, [], 0).map((course) => course.id)).toEqual([1, 2, 3]);
  });

  it("starts a new offer at the offered course's own sale price", () => {
    expect(rowForCourse(courses[1])).toEqual({ courseId: 2, salePrice: 1_500_000 });
    expect(rowForCourse(undefined)).toEqual({ courseId: null, salePrice: 0 });
  });
});
