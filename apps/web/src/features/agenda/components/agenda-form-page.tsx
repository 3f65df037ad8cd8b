import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SpanishDates } from '../../../components/spanish-dates.tsx';

/** The card of the new-appointment and reschedule pages: its title, a line of help, the form. */
export function AgendaFormPage(props: { title: string; intro: string; children: ReactNode }) {
  return (
    <SpanishDates>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={860}>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              {props.title}
            </Title>
            <Text size="sm" c="dimmed">
              {props.intro}
            </Text>
          </div>
          {props.children}
        </Stack>
      </Paper>
    </SpanishDates>
  );
}
