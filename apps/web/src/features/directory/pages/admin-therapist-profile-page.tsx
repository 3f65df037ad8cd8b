import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  APP_ROUTES,
  type AdminTherapist,
  type DirectoryProfileEditor,
  pageCount,
} from '@armonia/shared';
import { SearchInput } from '../../../components/search-input.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDayTime } from '../../../core/dates.ts';
import { confirmAction } from '../../../core/dialogs.tsx';
import { useAdminTherapists, useVerify } from '../api/profile-editor.ts';
import { useEditorData } from '../components/editor-data.ts';
import { ProfileForm } from '../components/profile-form.tsx';
import { VerifiedBadge } from '../components/verified-badge.tsx';
import { Pager } from '../components/pager.tsx';
import { TEXTS } from '../texts.ts';
import { TherapistAccountCard } from '../../users/index.ts';

const A = TEXTS.admin;
const PAGE_SIZE = 20;

const editPath = (id: string) => `${APP_ROUTES.adminTherapistProfile.path}?id=${id}`;

function StateBadges({ t }: { t: AdminTherapist }) {
  return (
    <Group gap={4}>
      {!t.saved ? (
        <Badge color="gray" variant="light" tt="none">
          {A.noProfile}
        </Badge>
      ) : null}
      {t.saved && !t.listed ? (
        <Badge color="gray" tt="none">
          {A.hidden}
        </Badge>
      ) : null}
      {t.listed && !t.publicListed ? (
        <Badge color="blue" variant="light" tt="none">
          {A.appOnly}
        </Badge>
      ) : null}
      {t.publicListed ? (
        <Badge color="teal" variant="light" tt="none">
          {A.public}
        </Badge>
      ) : null}
      {t.verified ? <VerifiedBadge /> : null}
      {!t.active ? (
        <Badge color="red" variant="light" tt="none">
          {A.inactive}
        </Badge>
      ) : null}
    </Group>
  );
}

/** Without `?id`: every therapist, searchable, each leading to their profile. */
function Chooser() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [paging, setPaging] = useState({ q: '', page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const list = useAdminTherapists(q, page);
  const pages = pageCount(list.data?.total, PAGE_SIZE);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {A.chooser}
        </Title>
        <SearchInput
          label={A.search}
          placeholder={A.searchPlaceholder}
          value={search}
          onChange={setSearch}
          maw={420}
        />
        <QueryState query={list} texts={A} empty={A.empty} centered="lg">
          {(data) => (
            <Stack gap="sm">
              <Table.ScrollContainer minWidth={320}>
                <Table verticalSpacing="sm" data-testid="admin-therapists">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{A.name}</Table.Th>
                      <Table.Th>{A.state}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((t) => (
                      <Table.Tr key={t.therapistId}>
                        <Table.Td>
                          <Anchor
                            component={Link}
                            to={editPath(t.therapistId)}
                            fw={500}
                            aria-label={A.edit(t.name)}
                          >
                            {t.name}
                          </Anchor>
                          <Text size="xs" c="dimmed">
                            {t.email}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <StateBadges t={t} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pager
                pages={pages}
                page={page}
                onChange={(p) => setPaging({ q, page: p })}
                label={A.pagination}
                size="sm"
              />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}

/** The "verificado" mark: who and when, the note, and the one button that sets or removes it. */
function Verification({ editor }: { editor: DirectoryProfileEditor }) {
  const verify = useVerify(editor.therapistId);
  const [note, setNote] = useState(editor.verification.note ?? '');
  const v = editor.verification;
  const apply = (verified: boolean) =>
    verify.mutate(
      { verified, note },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: verified ? A.verifiedDone : A.unverifiedDone,
          }),
      },
    );
  return (
    <Paper withBorder radius="md" p="md" component="section" data-testid="verification-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {A.verification}
        </Title>
        <Text size="sm" c="dimmed">
          {A.verificationIntro}
        </Text>
        {v.verified && v.at ? (
          <Group gap="xs">
            <VerifiedBadge />
            <Text size="sm">{A.verifiedBy(v.by ?? '', formatDayTime(v.at))}</Text>
          </Group>
        ) : null}
        {!editor.saved ? (
          <Text size="sm">{A.needsProfile}</Text>
        ) : (
          <>
            <Textarea
              label={A.note}
              placeholder={A.notePlaceholder}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={500}
              autosize
              minRows={2}
            />
            <Group>
              {v.verified ? (
                <Button
                  color="red"
                  variant="light"
                  loading={verify.isPending}
                  onClick={() =>
                    void confirmAction({
                      title: A.unverifyTitle,
                      message: A.unverifyQuestion(editor.name),
                      confirmLabel: A.unverify,
                    }).then((ok) => ok && apply(false))
                  }
                >
                  {A.unverify}
                </Button>
              ) : (
                <Button loading={verify.isPending} onClick={() => apply(true)}>
                  {A.verify}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function Editor({ therapistId }: { therapistId: string }) {
  const data = useEditorData(therapistId);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={APP_ROUTES.adminTherapistProfile.path} size="sm">
        <IconArrowLeft size={16} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {A.back}
      </Anchor>
      <QueryState query={data} texts={TEXTS.editor} centered="lg">
        {({ editor, facets }) => (
          <Stack gap="md">
            <div>
              <Title order={2} size="h3">
                {editor.name}
              </Title>
              <Text size="sm" c="dimmed">
                {editor.email}
              </Text>
            </div>
            <TherapistAccountCard therapistId={editor.therapistId} />
            <Verification key={`${editor.therapistId}-${editor.verification.at}`} editor={editor} />
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
              <Title order={2} size="h4" mb="md">
                {TEXTS.editor.title}
              </Title>
              <ProfileForm
                key={editor.therapistId}
                editor={editor}
                facets={facets}
                therapistId={editor.therapistId}
              />
            </Paper>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/**
 * /user/therapist-profile (Perfil Terapeuta, hidden in the menu): the administration edits a
 * therapist's directory profile and the "verificado" mark. `?id=<therapist>` opens one; without
 * it, a searchable chooser.
 */
export default function AdminTherapistProfilePage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id && /^[0-9a-f-]{36}$/i.test(id) ? <Editor therapistId={id} /> : <Chooser />;
}
