import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router';

/** One thing the user may do with an appointment, offered only while `shown`. */
export interface AppointmentAction {
  shown: boolean;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>;
  variant?: ButtonProps['variant'];
  color?: string;
  loading?: boolean;
  /** A page the button leads to; otherwise it calls `onClick`. */
  to?: string;
  onClick?: () => void;
}

/** The buttons of the actions that are shown, in their order, each with its icon. */
export function AppointmentActionButtons(props: {
  actions: AppointmentAction[];
  size?: ButtonProps['size'];
  iconSize: number;
}) {
  return props.actions
    .filter((a) => a.shown)
    .map(({ shown: _shown, label, icon: Icon, to, ...rest }) => {
      const common = {
        ...rest,
        size: props.size,
        leftSection: <Icon size={props.iconSize} aria-hidden="true" />,
      };
      return to ? (
        <Button key={label} component={Link} to={to} {...common}>
          {label}
        </Button>
      ) : (
        <Button key={label} {...common}>
          {label}
        </Button>
      );
    });
}
