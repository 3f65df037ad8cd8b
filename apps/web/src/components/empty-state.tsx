import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * What a screen shows when it has nothing yet: an icon, one sentence, and the action that fills
 * it (a button or a link), the same on every screen.
 */
export function EmptyState(props: {
  icon: Icon;
  message: ReactNode;
  action?: ReactNode;
  /** Inside a card or a small panel. */
  size?: 'sm';
  'data-testid'?: string;
}) {
  const { icon: IconView, size } = props;
  return (
    <Stack
      align="center"
      gap="xs"
      py={size === 'sm' ? 'md' : 'xl'}
      px="md"
      ta="center"
      data-testid={props['data-testid'] ?? 'empty-state'}
    >
      <ThemeIcon variant="light" color="teal" radius="xl" size={size === 'sm' ? 40 : 56}>
        <IconView size={size === 'sm' ? 22 : 30} aria-hidden="true" />
      </ThemeIcon>
      <Text c="dimmed" size={size === 'sm' ? 'sm' : 'md'} maw={420}>
        {props.message}
      </Text>
      {props.action}
    </Stack>
  );
}
