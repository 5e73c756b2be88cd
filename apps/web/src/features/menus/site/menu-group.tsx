import type { PublicMenuNode } from '@tutor/contract/custom-data';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ChevronDownIcon } from '@/shared/ui/icons';
import { linkTarget } from '@/shared/ui/link-target';
import styles from './menu-group.module.css';

type MenuGroupProps = {
  /** The group's own link (the category listing), rendered by the header. */
  head: ReactNode;
  /** Its label, for the toggle's accessible name. */
  label: string;
  entries: readonly PublicMenuNode[];
};

/**
 * One header group with its menu entries in a dropdown: it opens on hover with a mouse, and with the
 * chevron button by keyboard or touch (a disclosure, so Tab walks the links in reading order). Leaving
 * the group with the keyboard, Escape or a navigation closes it.
 */
export function MenuGroup({ head, label, entries }: MenuGroupProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on each navigation by design.
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    // Only this dropdown closes, not the whole mobile panel around it.
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <li
      ref={root}
      className={isOpen ? `${styles.group} ${styles.groupOpen}` : styles.group}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className={styles.headRow}>
        {head}
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={isOpen}
          aria-controls={panelId}
          aria-label={t('nav.showGroup', { name: label })}
          onClick={() => setOpen((open) => !open)}
        >
          <ChevronDownIcon
            size={16}
            className={isOpen ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron}
          />
        </button>
      </div>
      <div id={panelId} className={styles.dropdown} data-menu-dropdown={label}>
        <MenuEntries entries={entries} />
      </div>
    </li>
  );
}

function MenuEntries({ entries }: { entries: readonly PublicMenuNode[] }) {
  return (
    <ul className={styles.entries}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <EntryLink entry={entry} />
          {entry.children.length > 0 && <MenuEntries entries={entry.children} />}
        </li>
      ))}
    </ul>
  );
}

function EntryLink({ entry }: { entry: PublicMenuNode }) {
  const target = linkTarget(entry.href);
  if (!target) return <span className={styles.heading}>{entry.name}</span>;
  if (target.kind === 'external') {
    return (
      <a className={styles.entry} href={target.href} rel="noopener">
        {entry.name}
      </a>
    );
  }
  return (
    <Link className={styles.entry} to={target.to}>
      {entry.name}
    </Link>
  );
}
