import {
  AppstoreOutlined,
  AuditOutlined,
  BellOutlined,
  BookOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FormOutlined,
  GiftOutlined,
  GlobalOutlined,
  PictureOutlined,
  PlayCircleOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ShoppingCartOutlined,
  SmileOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { AdminMenuIcon } from '@/app/route-menu';

/** The drawing of each menu icon name; the side menu and the dashboard's quick links share them. */
export const menuIcons: Record<AdminMenuIcon, ComponentType> = {
  dashboard: DashboardOutlined,
  welcome: SmileOutlined,
  offline: TeamOutlined,
  pay: WalletOutlined,
  approvals: AuditOutlined,
  categories: AppstoreOutlined,
  books: BookOutlined,
  combos: GiftOutlined,
  folders: FolderOpenOutlined,
  courses: PlayCircleOutlined,
  exams: FormOutlined,
  documents: FileTextOutlined,
  news: ReadOutlined,
  orders: ShoppingCartOutlined,
  notifications: BellOutlined,
  images: PictureOutlined,
  website: GlobalOutlined,
  users: UserOutlined,
  access: SafetyCertificateOutlined,
};

export function MenuIconOf({ name }: { name: AdminMenuIcon | undefined }) {
  if (!name) return null;
  const Icon = menuIcons[name];
  return <Icon />;
}
