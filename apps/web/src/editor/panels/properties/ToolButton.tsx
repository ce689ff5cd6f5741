import type { ReactNode, Ref } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

type ToolButtonProps = {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** for a toggle: whether it is on */
  pressed?: boolean;
  color?: 'default' | 'error';
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

/** A small icon button named by its label (read out and shown as a tooltip). */
export function ToolButton({
  label,
  onClick,
  disabled = false,
  pressed,
  color = 'default',
  children,
  ref,
}: ToolButtonProps) {
  return (
    <Tooltip title={label} disableInteractive>
      <span>
        <IconButton
          ref={ref}
          size="small"
          aria-label={label}
          aria-pressed={pressed}
          color={pressed ? 'primary' : color}
          disabled={disabled}
          onClick={onClick}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
