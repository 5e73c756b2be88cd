import { Menu, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminMenuEntry } from '@/app/route-menu';
import { activeMenu } from './admin-menu';
import { MenuIconOf } from './menu-icons';

type MenuItem = Required<MenuProps>['items'][number];

function toItems(entries: readonly AdminMenuEntry[], t: (key: string) => string): MenuItem[] {
  return entries.map((entry): MenuItem => {
    const icon = entry.icon ? <MenuIconOf key={entry.key} name={entry.icon} /> : undefined;
    if (entry.children) {
      return { key: entry.key, icon, label: t(entry.label), children: toItems(entry.children, t) };
    }
    return { key: entry.key, icon, label: <Link to={entry.to ?? '/admin'}>{t(entry.label)}</Link> };
  });
}

type SideMenuProps = {
  /** Already filtered for the signed-in user. */
  entries: readonly AdminMenuEntry[];
  pathname: string;
  collapsed?: boolean;
};

/** The side menu: the page's entry highlighted and its group opened (spec §2), other groups as the user left them. */
export function SideMenu({ entries, pathname, collapsed = false }: SideMenuProps) {
  const { t } = useTranslation();
  const active = activeMenu(entries, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(active.openKeys);
  const activeGroups = active.openKeys.join(' ');

  // Landing on a child page (a link, Back, the dashboard's quick links) opens its group.
  useEffect(() => {
    if (!activeGroups) return;
    setOpenKeys((current) => [...new Set([...current, ...activeGroups.split(' ')])]);
  }, [activeGroups]);

  return (
    <Menu
      mode="inline"
      theme="dark"
      inlineCollapsed={collapsed}
      items={toItems(entries, t)}
      selectedKeys={active.selectedKey ? [active.selectedKey] : []}
      // A collapsed menu shows groups as pop-ups on hover; keeping them "open" would pin them on screen.
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
    />
  );
}
