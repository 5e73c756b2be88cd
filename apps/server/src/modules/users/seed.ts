import type { Tx } from '../../db/client';
import { roles, users } from '../../db/schema';
import { createPasswordHasher } from '../../lib/password';
import { ROLE_NAMES } from '../roles/reference-data';

export const DEMO_PASSWORD = 'matkhau123';

const STUDENTS: Array<[string, string, string]> = [
  ['Nguyễn Minh', 'Anh', '0912000101'],
  ['Trần Thu', 'Hà', '0912000102'],
  ['Lê Hoàng', 'Nam', '0912000103'],
  ['Phạm Ngọc', 'Lan', '0912000104'],
  ['Hoàng Đức', 'Huy', '0912000105'],
  ['Vũ Khánh', 'Linh', '0912000106'],
  ['Đặng Quốc', 'Bảo', '0912000107'],
  ['Bùi Phương', 'Thảo', '0912000108'],
  ['Đỗ Gia', 'Khang', '0912000109'],
  ['Hồ Bảo', 'Ngọc', '0912000110'],
  ['Ngô Thanh', 'Tùng', '0912000111'],
  ['Dương Mỹ', 'Duyên', '0912000112'],
];

/** The three accounts the README lists, and a class of students so lists look real. */
export async function seedDemoUsers(tx: Tx) {
  const roleRows = await tx.select({ id: roles.id, name: roles.name }).from(roles);
  const roleId = (name: string) => roleRows.find((r) => r.name === name)?.id ?? null;
  // One hash for every demo account: they share the documented password.
  const passwordHash = await createPasswordHasher(1).hash(DEMO_PASSWORD);
  await tx.insert(users).values([
    {
      username: 'quantrivien',
      email: 'quantrivien@toanhay.vn',
      passwordHash,
      // Vietnamese order: family and middle names in lastName, the given name last.
      firstName: 'Viên',
      lastName: 'Quản Trị',
      phone: '0901000001',
      roleId: roleId(ROLE_NAMES.admin),
    },
    {
      username: 'nhanvien01',
      email: 'nhanvien01@toanhay.vn',
      passwordHash,
      firstName: 'Hương',
      lastName: 'Lê Thị',
      phone: '0901000002',
      roleId: roleId(ROLE_NAMES.staff),
    },
    {
      username: 'giaovien01',
      email: 'giaovien01@toanhay.vn',
      passwordHash,
      firstName: 'Minh',
      lastName: 'Nguyễn Văn',
      phone: '0901000003',
      socialUrl: 'https://facebook.com/thayminh.toan',
      roleId: roleId(ROLE_NAMES.teacher),
    },
    {
      username: 'hocsinh01',
      email: 'hocsinh01@toanhay.vn',
      passwordHash,
      firstName: 'An',
      lastName: 'Trần Bình',
      phone: '0912000100',
      roleId: roleId(ROLE_NAMES.student),
    },
    ...STUDENTS.map(([lastName, firstName, phone], index) => ({
      username: `hocsinh${String(index + 2).padStart(2, '0')}`,
      email: `hocsinh${String(index + 2).padStart(2, '0')}@toanhay.vn`,
      passwordHash,
      firstName,
      lastName,
      phone,
      roleId: roleId(ROLE_NAMES.student),
      status: index === STUDENTS.length - 1 ? 'INACTIVE' : 'ACTIVE',
    })),
  ]);
}
