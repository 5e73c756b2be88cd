/**
 * Permission codes are `resource:action` (spec §6). `resource:*` held by a role covers every action of
 * that resource. A role with roleAcp passes every check without holding codes.
 *
 * Entering the back office at all needs roleAcp or `admin:access`: the spec gives some admin pages
 * (categories, menus, news…) no permission of their own, and a student must still be kept out of them.
 */
export const ADMIN_ACCESS = 'admin:access';

export const PERMISSION_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

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
export type PermissionResource = keyof typeof PERMISSION_RESOURCES;

/**
 * A permission code the product knows, as a type: a typo in a route's access, the navigation guard or
 * the menu is a compile error, not a page nobody can open.
 */
export type PermissionCode = `${PermissionResource}:${PermissionAction | '*'}` | typeof ADMIN_ACCESS;

/** `read` → `['book:read']`: the codes of some actions of one resource. */
export function permissionsOf(
  resource: PermissionResource,
  ...actions: PermissionAction[]
): PermissionCode[] {
  return actions.map((action) => `${resource}:${action}` as const);
}

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

export const PERMISSION_CODE = /^[a-z][a-z-]*:([a-z][a-z-]*|\*)$/;

/** Whether `held` grants `required`: the same code, or `resource:*`. */
export function grants(held: ReadonlySet<string> | readonly string[], required: string): boolean {
  const set = held instanceof Set ? held : new Set(held);
  if (set.has(required)) return true;
  const resource = required.slice(0, required.indexOf(':'));
  return set.has(`${resource}:*`);
}

export type Grantee = { roleAcp: boolean; permissions: readonly string[] };

/** The one permission rule, shared by the server's guard, the web guard and the menu. */
export function hasAllPermissions(
  user: Grantee | null | undefined,
  required: readonly PermissionCode[] = [],
): boolean {
  return holdsAllCodes(user, required);
}

/**
 * The same rule for codes read from the database (access rules may name a permission an administrator
 * created, such as `report:read`, which the type of known codes cannot list).
 */
export function holdsAllCodes(user: Grantee | null | undefined, required: readonly string[]): boolean {
  if (!user) return false;
  if (user.roleAcp) return true;
  const held = new Set(user.permissions);
  return required.every((code) => grants(held, code));
}

/** May this user enter the back office at all? */
export function canEnterAdmin(user: Grantee | null | undefined): boolean {
  return hasAllPermissions(user, [ADMIN_ACCESS]);
}
