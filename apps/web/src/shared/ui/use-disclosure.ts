import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A header button that opens a small panel (the user menu, the notification bell): open state, the
 * panel's id for `aria-controls`, and the ways it closes by itself: a navigation, a press outside
 * `root`, or Escape, which also gives the focus back to the button (the first one inside `root`).
 */
export function useDisclosure<T extends HTMLElement = HTMLDivElement>() {
  const location = useLocation();
  const [isOpen, setOpen] = useState(false);
  const root = useRef<T>(null);
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
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector('button')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  return {
    isOpen,
    root,
    panelId,
    toggle: () => setOpen((open) => !open),
    close: () => setOpen(false),
  };
}
