import { Button, Card, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconShieldCheck } from '@tabler/icons-react';
import {
  ARCO_KIND_LABEL,
  ARCO_KINDS,
  newArcoRequestSchema,
  type ArcoRequest,
  type NewArcoRequest,
} from '@armonia/shared';
import { FormActions } from '../../../components/form-actions.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatDate, formatDay } from '../../../core/dates.ts';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { useDownloadMyData, useFileRequest, useMyRequests } from '../api/privacy.ts';
import { DueBadge, StateBadge } from './due-badge.tsx';
import { TEXTS } from '../texts.ts';

const T = TEXTS.patient;

function RequestForm() {
  const file = useFileRequest();
  const form = useForm<NewArcoRequest>({
    mode: 'uncontrolled',
    initialValues: { kind: 'acceso', description: '' },
    validate: schemaResolver(newArcoRequestSchema, { sync: true }),
  });
  return (
    <form
      noValidate
      aria-label={T.newRequest}
      onSubmit={form.onSubmit((values) =>
        file.mutate(values, {
          onSuccess: () => {
            form.reset();
            notifications.show({ color: 'teal', message: T.filed });
          },
          onError: (err) => applyFieldErrors(form, err),
        }),
      )}
    >
      <Stack gap="sm">
        <Select
          label={T.kind}
          data={ARCO_KINDS.map((k) => ({ value: k, label: ARCO_KIND_LABEL[k] }))}
          allowDeselect={false}
          key={form.key('kind')}
          {...form.getInputProps('kind')}
        />
        <Textarea
          label={T.description}
          description={T.descriptionHint}
          required
          autosize
          minRows={3}
          maxLength={4000}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <FormActions submit={T.submit} saving={file.isPending} />
      </Stack>
    </form>
  );
}

function RequestCard({ r }: { r: ArcoRequest }) {
  return (
    <Card withBorder radius="md" p="sm" data-testid="my-arco-request">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>{ARCO_KIND_LABEL[r.kind]}</Text>
        <Group gap={6}>
          <StateBadge request={r} />
          <DueBadge request={r} />
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {T.received} {formatDay(r.receivedAt)} · {T.due}: {formatDate(r.dueDate)}
      </Text>
      <Text size="sm" mt="xs" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {r.description}
      </Text>
      {r.response ? (
        <Stack gap={2} mt="xs">
          <Text size="sm" fw={600}>
            {T.response}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {r.response}
          </Text>
        </Stack>
      ) : null}
      {r.blockedUntil ? (
        <Text size="sm" c="red.9" mt="xs">
          {T.blocked(formatDate(r.blockedUntil))}
        </Text>
      ) : null}
    </Card>
  );
}

/** In the patient's Mi perfil: download of all their data and their ARCO requests. */
export function PrivacySection() {
  const mine = useMyRequests();
  const download = useDownloadMyData();
  return (
    <section aria-labelledby="privacy-title">
      <Title order={2} size="h4" mb={4} id="privacy-title">
        {T.title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {T.intro}
      </Text>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        loading={download.isPending}
        onClick={() =>
          download.mutate(undefined, {
            onSuccess: () => notifications.show({ color: 'teal', message: T.downloaded }),
          })
        }
        mb="lg"
      >
        {T.download}
      </Button>
      <Title order={3} size="h5" mb="xs">
        {T.newRequest}
      </Title>
      <RequestForm />
      <Title order={3} size="h5" mt="lg" mb="xs">
        {T.myRequests}
      </Title>
      <QueryState
        query={mine}
        texts={T}
        size="sm"
        empty={<EmptyState icon={IconShieldCheck} message={T.empty} size="sm" />}
      >
        {(items) => (
          <Stack gap="sm" aria-label={T.caption} role="list">
            {items.map((r) => (
              <div role="listitem" key={r.id}>
                <RequestCard r={r} />
              </div>
            ))}
          </Stack>
        )}
      </QueryState>
    </section>
  );
}
