import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

/** An icon button of a table row, named for screen readers by the same words its tooltip shows. */
export function RowButton({
  label,
  icon,
  onClick,
  danger,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <Button type="text" danger={danger} icon={icon} aria-label={label} onClick={onClick} />
    </Tooltip>
  );
}
