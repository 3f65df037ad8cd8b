import { Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { CONTACT_TOPIC_LABEL, type ContactMessage } from '@armonia/shared';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PersonCell } from '../../../components/person-cell.tsx';
import { PagedTablePanel } from '../../../components/paged-table-panel.tsx';
import { formatShortDayTime } from '../../../core/dates.ts';
import { useContactInbox, useMarkContact } from '../api/site-admin.ts';
import { TEXTS } from '../texts.ts';

const T = TEXTS.contact;
const PAGE_SIZE = 20;

/** /user/contact-messages: what visitors wrote through the contact form. */
export default function ContactMessagesPage() {
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState(false);
  const inbox = useContactInbox({ page, pageSize: PAGE_SIZE, pending });
  const mark = useMarkContact();

  return (
    <PagedTablePanel
      intro={
        <Stack gap={6} maw={600}>
          <Text c="dimmed" size="sm">
            {T.intro}
          </Text>
          {inbox.data ? (
            <Group>
              <Badge
                {...(inbox.data.unhandled
                  ? ({ color: 'yellow.5', c: 'dark.9', variant: 'filled' } as const)
                  : ({ color: 'teal.9', variant: 'outline' } as const))}
                data-testid="contact-unhandled"
              >
                {T.unhandled(inbox.data.unhandled)}
              </Badge>
            </Group>
          ) : null}
        </Stack>
      }
      filter={
        <Checkbox
          label={T.onlyPending}
          checked={pending}
          onChange={(e) => {
            setPending(e.currentTarget.checked);
            setPage(1);
          }}
        />
      }
      align="center"
      query={inbox}
      texts={T}
      empty={<EmptyState icon={IconMailOff} message={pending ? T.emptyPending : T.empty} />}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      pagerLabel={T.pagination}
    >
      {(data) => (
        <DataTable<ContactMessage>
          caption={T.caption}
          rows={data.items}
          rowKey={(m) => m.id}
          minWidth={860}
          tableProps={{ striped: true, verticalSpacing: 'xs', 'data-testid': 'contact-inbox' }}
          rowProps={(m) => ({ 'data-handled': m.handledAt ? 'true' : 'false' })}
          columns={[
            {
              key: 'from',
              header: T.from,
              card: 'title',
              cell: (m) => (
                <PersonCell
                  name={m.name}
                  contact={
                    <>
                      {m.email}
                      {m.phone ? ` · ${m.phone}` : ''}
                    </>
                  }
                />
              ),
            },
            {
              key: 'date',
              header: T.date,
              nowrap: true,
              cell: (m) => formatShortDayTime(m.createdAt),
            },
            { key: 'topic', header: T.topic, cell: (m) => CONTACT_TOPIC_LABEL[m.topic] },
            {
              key: 'message',
              header: T.message,
              cell: (m) => (
                <Text
                  size="sm"
                  maw={360}
                  style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
                >
                  {m.message}
                </Text>
              ),
            },
            {
              key: 'status',
              header: T.status,
              nowrap: true,
              cell: (m) => (
                <Badge
                  {...(m.handledAt
                    ? ({ color: 'teal.9', variant: 'outline' } as const)
                    : ({ color: 'yellow.5', c: 'dark.9', variant: 'filled' } as const))}
                >
                  {m.handledAt ? T.handled : T.pending}
                </Badge>
              ),
            },
            {
              key: 'actions',
              header: T.actions,
              headerHidden: true,
              card: 'actions',
              cell: (m) => (
                <Button
                  size="xs"
                  variant={m.handledAt ? 'default' : 'light'}
                  leftSection={m.handledAt ? undefined : <IconCheck size={14} aria-hidden="true" />}
                  loading={mark.isPending && mark.variables?.id === m.id}
                  onClick={() => mark.mutate({ id: m.id, handled: !m.handledAt })}
                  aria-label={`${m.handledAt ? T.markPending : T.markHandled}: ${m.name}`}
                >
                  {m.handledAt ? T.markPending : T.markHandled}
                </Button>
              ),
            },
          ]}
        />
      )}
    </PagedTablePanel>
  );
}
