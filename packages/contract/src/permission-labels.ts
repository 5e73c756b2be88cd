import { ADMIN_ACCESS, PERMISSION_ACTIONS } from './permissions';

/*
 * The labels of the permission catalogue, apart from the permission rule itself (`permissions.ts`), which
 * every storefront page loads: the role screens and the server's catalogue read these, no storefront page.
 */

/** Every resource the back office guards, with its Vietnamese and English label (for the role screen). */
export const PERMISSION_RESOURCES = {
  user: { vi: 'Người dùng', en: 'Users' },
  role: { vi: 'Vai trò', en: 'Roles' },
  permission: { vi: 'Quyền', en: 'Permissions' },
  rule: { vi: 'Quy tắc truy cập', en: 'Access rules' },
  category: { vi: 'Danh mục', en: 'Categories' },
  folder: { vi: 'Thư mục', en: 'Folders' },
  image: { vi: 'Hình ảnh', en: 'Images' },
  book: { vi: 'Sách', en: 'Books' },
  combo: { vi: 'Combo', en: 'Combos' },
  document: { vi: 'Tài liệu', en: 'Documents' },
  news: { vi: 'Tin tức', en: 'News' },
  menu: { vi: 'Menu', en: 'Menus' },
  slideshow: { vi: 'Trình chiếu', en: 'Slideshows' },
  banner: { vi: 'Banner', en: 'Banners' },
  'embed-live': { vi: 'Phát trực tiếp', en: 'Live embeds' },
  course: { vi: 'Khoá học', en: 'Courses' },
  lesson: { vi: 'Bài giảng', en: 'Lessons' },
  video: { vi: 'Video', en: 'Videos' },
  'video-timeline': { vi: 'Mốc thời gian video', en: 'Video timelines' },
  'lesson-question': { vi: 'Câu hỏi bài giảng', en: 'Lesson questions' },
  'lesson-history': { vi: 'Lịch sử học', en: 'Lesson histories' },
  attendance: { vi: 'Điểm danh', en: 'Attendances' },
  approval: { vi: 'Phê duyệt', en: 'Approvals' },
  question: { vi: 'Ngân hàng câu hỏi', en: 'Question bank' },
  exam: { vi: 'Đề thi', en: 'Exams' },
  'exam-question': { vi: 'Câu hỏi đề thi', en: 'Exam questions' },
  'exam-report': { vi: 'Báo cáo đề thi', en: 'Exam reports' },
  'exam-session': { vi: 'Phiên làm bài', en: 'Exam sessions' },
  'simple-order': { vi: 'Đơn sách', en: 'Book orders' },
  'course-order': { vi: 'Đơn khoá học', en: 'Course orders' },
  'combo-order': { vi: 'Đơn combo', en: 'Combo orders' },
  order: { vi: 'Đơn hàng', en: 'Orders' },
  'activation-code': { vi: 'Mã kích hoạt', en: 'Activation codes' },
  'referral-code': { vi: 'Mã giới thiệu', en: 'Referral codes' },
  notification: { vi: 'Thông báo', en: 'Notifications' },
} as const;
const ACTION_LABELS = {
  read: { vi: 'Xem', en: 'View' },
  create: { vi: 'Thêm', en: 'Create' },
  update: { vi: 'Sửa', en: 'Edit' },
  delete: { vi: 'Xoá', en: 'Delete' },
} as const;

export type PermissionSeed = { code: string; resource: string; action: string; name: string };

/** The catalogue loaded into an empty database: every resource × action, plus admin:access. */
export function permissionCatalogue(): PermissionSeed[] {
  const rows: PermissionSeed[] = [
    { code: ADMIN_ACCESS, resource: 'admin', action: 'access', name: 'Vào trang quản trị' },
  ];
  for (const [resource, label] of Object.entries(PERMISSION_RESOURCES)) {
    for (const action of PERMISSION_ACTIONS) {
      rows.push({
        code: `${resource}:${action}`,
        resource,
        action,
        name: `${ACTION_LABELS[action].vi} ${label.vi.toLowerCase()}`,
      });
    }
  }
  return rows;
}
