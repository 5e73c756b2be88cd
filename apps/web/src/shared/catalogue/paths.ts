/** Storefront addresses of spec §2, built in one place so cards, menus and redirects agree. */
export const paths = {
  book: (id: number, slug: string) => `/sach/${id}/${slug || 'sach'}`,
  bookCategory: (id?: number, slug?: string) =>
    id ? `/danh-muc/sach/${id}/${slug || 'danh-muc'}` : '/danh-muc/sach',
  document: (id: number, slug: string) => `/tai-lieu/${id}/${slug || 'tai-lieu'}`,
  documentCategory: (id?: number, slug?: string) =>
    id ? `/danh-muc/tai-lieu/${id}/${slug || 'danh-muc'}` : '/danh-muc/tai-lieu',
  exam: (id: number, slug: string) => `/de-thi/${id}/${slug || 'de-thi'}`,
  examTake: (id: number, slug: string) => `/de-thi/${id}/${slug || 'de-thi'}/lam-bai`,
  examCategory: (id?: number, slug?: string) =>
    id ? `/danh-muc/de-thi/${id}/${slug || 'danh-muc'}` : '/danh-muc/de-thi',
  combo: (id: number, slug: string) => `/combo/${id}/${slug || 'combo'}`,
  news: (id: number, slug: string) => `/tin-tuc/${id}/${slug || 'tin-tuc'}`,
  newsList: '/tin-tuc',
  courses: '/danh-muc/khoa-hoc',
  courseCategory: (id?: number, slug?: string) =>
    id ? `/danh-muc/khoa-hoc/${id}/${slug || 'danh-muc'}` : '/danh-muc/khoa-hoc',
  course: (id: number, slug: string) => `/khoa-hoc/${id}/${slug || 'khoa-hoc'}`,
  lesson: (courseId: number, id: number, slug: string) =>
    `/bai-giang/${courseId}/${id}/${slug || 'bai-giang'}`,
  myCourses: '/khoa-hoc-cua-toi',
  activation: '/kich-hoat',
} as const;
