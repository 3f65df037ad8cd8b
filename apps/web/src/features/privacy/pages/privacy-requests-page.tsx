import { Alert, Badge, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ARCO_KIND_LABEL,
  ARCO_STATE_LABEL,
  ARCO_STATES,
  ARCO_TRANSITIONS,
  arcoUpdateSchema,
  type ArcoRequest,
  type ArcoState,
  type ArcoUpdate,
} from '@armonia/shared';
import { FormActions } from '../../../components/form-actions.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PersonCell } from '../../../components/person-cell.tsx';
import { PagedTablePanel } from '../../../components/paged-table-panel.tsx';
import { formatDate, formatShortDay } from '../../../core/dates.ts';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { useArcoInbox, useUpdateArco } from '../api/privacy.ts';
import { DueBadge, StateBadge, warningBadge } from '../components/due-badge.tsx';
import { TEXTS } from '../texts.ts';

const T = TEXTS.admin;
const PAGE_SIZE = 20;

function AnswerDialog({ request, onClose }: { request: ArcoRequest; onClose: () => void }) {
  const update = useUpdateArco();
  const next = ARCO_TRANSITIONS[request.status];
  const form = useForm<ArcoUpdate>({
    mode: 'controlled',
    initialValues: { status: next.includes('resuelta') ? 'resuelta' : next[0]!, response: '' },
    validate: schemaResolver(arcoUpdateSchema, { sync: true }),
  });
  const cancels = request.kind === 'cancelacion' && form.values.status === 'resuelta';
  return (
    <Modal
      opened
      onClose={onClose}
      title={T.answerTitle}
      size="lg"
      closeButtonProps={{ 'aria-label': T.close }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          update.mutate(
            { id: request.id, body: values },
            {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: T.saved });
                onClose();
              },
              onError: (err) => applyFieldErrors(form, err),
            },
          ),
        )}
      >
        <Stack gap="sm">
          <Text size="sm">
            <b>{ARCO_KIND_LABEL[request.kind]}</b> · {request.patientName} ({request.patientEmail})
          </Text>
          <Text size="sm" fw={600}>
            {T.description}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {request.description}
          </Text>
          <Select
            label={T.nextState}
            data={next.map((s) => ({ value: s, label: ARCO_STATE_LABEL[s] }))}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
          <Textarea
            label={T.response}
            description={T.responseHint}
            autosize
            minRows={4}
            maxLength={4000}
            {...form.getInputProps('response')}
          />
          {cancels ? (
            <Alert color="orange" variant="light">
              {T.cancellationWarning}
            </Alert>
          ) : null}
          <FormActions submit={T.save} saving={update.isPending} align="end" />
        </Stack>
      </form>
    </Modal>
  );
}

/** /user/privacy-requests: the ARCO requests of the patients, with their legal due dates. */
export default function PrivacyRequestsPage() {
  const [status, setStatus] = useState<ArcoState | null>(null);
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<ArcoRequest | null>(null);
  const inbox = useArcoInbox({ status: status ?? undefined, page, pageSize: PAGE_SIZE });

  return (
    <PagedTablePanel
      intro={
        <Stack gap={6} maw={600}>
          <Text c="dimmed" size="sm">
            {T.intro}
          </Text>
          {inbox.data ? (
            <Group gap="xs" data-testid="arco-counts">
              <Badge color="blue.9" variant="outline">
                {T.open}: {inbox.data.open}
              </Badge>
              <Badge
                {...(inbox.data.dueSoon
                  ? warningBadge('soon')
                  : { color: 'gray.8', variant: 'outline' })}
              >
                {T.dueSoon}: {inbox.data.dueSoon}
              </Badge>
              <Badge
                {...(inbox.data.overdue
                  ? warningBadge('late')
                  : { color: 'gray.8', variant: 'outline' })}
              >
                {T.overdue}: {inbox.data.overdue}
              </Badge>
            </Group>
          ) : null}
        </Stack>
      }
      filter={
        <Select
          label={T.filter}
          placeholder={T.all}
          data={ARCO_STATES.map((s) => ({ value: s, label: ARCO_STATE_LABEL[s] }))}
          value={status}
          onChange={(v) => {
            setStatus(v as ArcoState | null);
            setPage(1);
          }}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
      }
      align="flex-end"
      query={inbox}
      texts={T}
      empty={<EmptyState icon={IconInbox} message={T.empty} />}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      pagerLabel={T.pagination}
      dialog={
        answering ? <AnswerDialog request={answering} onClose={() => setAnswering(null)} /> : null
      }
    >
      {(data) => (
        <DataTable
          caption={T.caption}
          rows={data.items}
          rowKey={(r) => r.id}
          minWidth={820}
          tableProps={{ striped: true, verticalSpacing: 'xs', 'data-testid': 'arco-inbox' }}
          rowProps={(r) => ({ 'data-due': r.dueState ?? 'cerrada' })}
          columns={[
            {
              key: 'patient',
              header: T.patient,
              card: 'title',
              cell: (r) => <PersonCell name={r.patientName} contact={r.patientEmail} />,
            },
            { key: 'kind', header: T.kind, cell: (r) => ARCO_KIND_LABEL[r.kind] },
            {
              key: 'received',
              header: T.received,
              nowrap: true,
              cell: (r) => formatShortDay(r.receivedAt),
            },
            {
              key: 'due',
              header: T.due,
              cell: (r) => (
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(r.dueDate)}
                  </Text>
                  <DueBadge request={r} />
                </Group>
              ),
            },
            {
              key: 'status',
              header: T.status,
              nowrap: true,
              cell: (r) => <StateBadge request={r} />,
            },
            {
              key: 'actions',
              header: T.actions,
              headerHidden: true,
              card: 'actions',
              cell: (r) =>
                ARCO_TRANSITIONS[r.status].length ? (
                  <Button
                    size="xs"
                    onClick={() => setAnswering(r)}
                    aria-label={`${T.answer}: ${ARCO_KIND_LABEL[r.kind]} de ${r.patientName}`}
                  >
                    {T.answer}
                  </Button>
                ) : (
                  <Text size="xs" c="dimmed">
                    {T.closed}
                  </Text>
                ),
            },
          ]}
        />
      )}
    </PagedTablePanel>
  );
}
