import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A part of a page under its heading, which names it for screen readers. */
export function TitledSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id}>
      <Title order={2} size="h4" id={props.id} mb="sm">
        {props.title}
      </Title>
      {props.children}
    </section>
  );
}
