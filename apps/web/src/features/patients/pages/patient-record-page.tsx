import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  IconArrowLeft,
  IconMail,
  IconMessage,
  IconUserOff,
  IconUserCheck,
} from '@tabler/icons-react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { PatientRecord } from '@armonia/shared';
import { FormActions } from '../../../components/form-actions.tsx';
import { ApiError } from '../../../core/api-client.ts';
import { confirmAction, showMessage } from '../../../core/dialogs.tsx';
import { applyFieldErrors } from '../../../core/form-errors.ts';
// The chat's public entry point: its windows are one store for the whole app.
import { openChatWith } from '../../chat/index.ts';
import {
  useInvitePatient,
  usePatient,
  useSetPatientActive,
  useUpdatePatient,
} from '../api/patients.ts';
import { fullName } from '../components/format.ts';
import { formatShortDayTime } from '../../../core/dates.ts';
import {
  bodyOf,
  ClinicalFields,
  ConsentField,
  GeneralFields,
  usePatientForm,
  valuesOf,
  type PatientForm,
} from '../components/patient-form.tsx';
import { PortalBadge } from '../components/portal-badge.tsx';
import { NotesTab } from '../components/record-tabs.tsx';
import { TEXTS } from '../texts.ts';
import { QueryState } from '../../../components/query-state.tsx';

const R = TEXTS.record;

export interface PatientRecordPageProps {
  /** The «Citas» tab: the agenda's list of the patient's appointments, passed in by app/. */
  Appointments: ComponentType<{ patientId: string }>;
}

/** /patients/:patientId: the patient's record (audited on every read). */
export default function PatientRecordPage({ Appointments }: PatientRecordPageProps) {
  const { patientId } = useParams();
  const query = usePatient(patientId);
  return (
    <QueryState
      query={query}
      loading={R.loading}
      centered="xl"
      error={
        <Stack gap="sm" maw={640}>
          <Alert color="red" role="alert">
            {query.error instanceof ApiError && query.error.status === 404 ? R.notFound : R.error}
          </Alert>
          <BackLink />
        </Stack>
      }
    >
      {(record) => <Record key={record.id} record={record} Appointments={Appointments} />}
    </QueryState>
  );
}

function BackLink() {
  return (
    <Anchor component={Link} to="/patients" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        {R.back}
      </Group>
    </Anchor>
  );
}

function Record({ record, Appointments }: { record: PatientRecord } & PatientRecordPageProps) {
  const form = usePatientForm(valuesOf(record));
  const update = useUpdatePatient(record.id);
  const [tab, setTab] = useState<string | null>('general');

  const save = form.onSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(bodyOf(values));
      form.setValues(valuesOf(saved));
      form.resetDirty(valuesOf(saved));
      notifications.show({ color: 'teal', title: TEXTS.form.saved, message: fullName(saved) });
    } catch (err) {
      applyFieldErrors(form, err);
    }
  });
  /** A tab of the record's own fields, with the bar that saves or drops their changes. */
  const fieldsTab = (value: string, fields: ReactNode) => (
    <Tabs.Panel value={value}>
      <Stack>
        {fields}
        <SaveBar form={form} pending={update.isPending} />
      </Stack>
    </Tabs.Panel>
  );

  return (
    <Stack gap="md" maw={1100}>
      <BackLink />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={2} size="h3">
              {fullName(record)}
            </Title>
            <Group gap="xs">
              <Badge color={record.active ? 'teal' : 'gray'} variant="light" size="sm">
                {record.active ? TEXTS.active : TEXTS.inactive}
              </Badge>
              <PortalBadge portal={record.portal} />
            </Group>
            <Text size="xs" c="dimmed">
              {R.createdAt(formatShortDayTime(record.createdAt))}
            </Text>
          </Stack>
          <RecordActions record={record} />
        </Group>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <form onSubmit={save} noValidate>
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="general">{R.tabs.general}</Tabs.Tab>
              <Tabs.Tab value="clinical">{R.tabs.clinical}</Tabs.Tab>
              <Tabs.Tab value="consent">{R.tabs.consent}</Tabs.Tab>
              <Tabs.Tab value="appointments">{R.tabs.appointments}</Tabs.Tab>
              <Tabs.Tab value="notes">{R.tabs.notes}</Tabs.Tab>
            </Tabs.List>
            {fieldsTab('general', <GeneralFields form={form} />)}
            {fieldsTab('clinical', <ClinicalFields form={form} />)}
            {fieldsTab(
              'consent',
              <>
                <Alert color={record.consent.given ? 'teal' : 'yellow'} variant="light">
                  {record.consent.given && record.consent.at
                    ? R.consentGiven(
                        formatShortDayTime(record.consent.at),
                        record.consent.version ?? '—',
                      )
                    : R.consentMissing}
                </Alert>
                <ConsentField form={form} />
                {record.consent.given ? (
                  <Text size="sm" c="dimmed">
                    {R.consentWithdrawHint}
                  </Text>
                ) : null}
              </>,
            )}
            <Tabs.Panel value="appointments">
              <Appointments patientId={record.id} />
            </Tabs.Panel>
            <Tabs.Panel value="notes">
              <NotesTab patientId={record.id} />
            </Tabs.Panel>
          </Tabs>
        </form>
      </Paper>
    </Stack>
  );
}

function SaveBar({ form, pending }: { form: PatientForm; pending: boolean }) {
  return (
    <FormActions
      submit={TEXTS.form.saveChanges}
      saving={pending}
      align="end"
      cancel={{ label: TEXTS.form.cancel, onClick: () => form.reset(), disabled: !form.isDirty() }}
    />
  );
}

function RecordActions({ record }: { record: PatientRecord }) {
  const invite = useInvitePatient(record.id);
  const setActive = useSetPatientActive(record.id);
  const name = fullName(record);

  const askInvite = () =>
    modals.openConfirmModal({
      centered: true,
      title: R.inviteTitle,
      children: <Text size="sm">{R.inviteConfirm(record.portalEmail ?? record.email)}</Text>,
      labels: { confirm: R.inviteSend, cancel: TEXTS.form.cancel },
      onConfirm: () =>
        invite.mutate(undefined, {
          onSuccess: (answer) =>
            void showMessage({ kind: 'success', title: R.invitedTitle, message: answer.message }),
        }),
    });

  const toggleActive = async () => {
    const confirmed = record.active
      ? await confirmAction({
          title: R.deactivateTitle,
          message: R.deactivateConfirm(name),
          confirmLabel: R.deactivate,
        })
      : await new Promise<boolean>((resolve) =>
          modals.openConfirmModal({
            centered: true,
            title: R.reactivate,
            children: <Text size="sm">{name}</Text>,
            labels: { confirm: R.reactivate, cancel: TEXTS.form.cancel },
            onConfirm: () => resolve(true),
            onCancel: () => resolve(false),
          }),
        );
    if (!confirmed) return;
    await setActive.mutateAsync(!record.active);
    notifications.show({
      color: 'teal',
      title: record.active ? R.deactivated : R.reactivated,
      message: name,
    });
  };

  const canInvite = record.portal !== 'activo' && record.active;
  const hasEmail = Boolean(record.email || record.portalEmail);
  const chatEmail = record.portalEmail;

  return (
    <Group gap="xs" wrap="wrap">
      {canInvite ? (
        <Tooltip label={R.inviteNeedsEmail} disabled={hasEmail} multiline w={240}>
          <Button
            variant="light"
            leftSection={<IconMail size={18} />}
            onClick={hasEmail ? askInvite : undefined}
            data-disabled={hasEmail ? undefined : true}
            aria-disabled={!hasEmail}
            loading={invite.isPending}
          >
            {record.portal === 'invitado' ? R.reinvite : R.invite}
          </Button>
        </Tooltip>
      ) : null}
      <Tooltip label={R.messageHint} disabled={Boolean(chatEmail)} multiline w={240}>
        <Button
          variant="light"
          leftSection={<IconMessage size={18} />}
          data-disabled={chatEmail ? undefined : true}
          aria-disabled={!chatEmail}
          aria-description={chatEmail ? undefined : R.messageHint}
          onClick={
            chatEmail
              ? () =>
                  openChatWith({
                    email: chatEmail,
                    userName: name,
                    userId: record.userId ?? undefined,
                  })
              : undefined
          }
        >
          {R.message}
        </Button>
      </Tooltip>
      <Button
        variant="subtle"
        color={record.active ? 'red' : 'teal'}
        leftSection={record.active ? <IconUserOff size={18} /> : <IconUserCheck size={18} />}
        onClick={() => void toggleActive()}
        loading={setActive.isPending}
      >
        {record.active ? R.deactivate : R.reactivate}
      </Button>
    </Group>
  );
}
