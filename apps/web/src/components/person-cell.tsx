import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table cell naming a person, with how to reach them (e-mail, phone) in small print below. */
export function PersonCell(props: { name: ReactNode; contact: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {props.name}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {props.contact}
      </Text>
    </Stack>
  );
}
