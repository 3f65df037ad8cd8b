import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { directoryProfilePath } from '@armonia/shared';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDay } from '../../../core/dates.ts';
import { TEXTS } from '../texts.ts';
import { useEditorData } from './editor-data.ts';
import { ProfileForm } from './profile-form.tsx';
import { VerifiedBadge } from './verified-badge.tsx';

const E = TEXTS.editor;

/** «Perfil del directorio» in the therapist's Mi perfil. */
export function DirectoryProfileSection() {
  const data = useEditorData();
  return (
    <Stack gap="sm" data-testid="directory-profile-section">
      <div>
        <Title order={2} size="h4" mb={4}>
          {E.title}
        </Title>
        <Text size="sm" c="dimmed">
          {E.intro}
        </Text>
      </div>
      <QueryState query={data} texts={E}>
        {({ editor, facets }) => (
          <Stack gap="md">
            <Group gap="sm" justify="space-between">
              {editor.verification.verified && editor.verification.at ? (
                <Group gap="xs">
                  <VerifiedBadge />
                  <Text size="sm">{E.verified(formatDay(editor.verification.at))}</Text>
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {E.notVerified}
                </Text>
              )}
              {editor.slug && editor.profile.listed ? (
                <Anchor component={Link} to={directoryProfilePath(editor.slug)} size="sm">
                  {E.open}
                </Anchor>
              ) : null}
            </Group>
            <ProfileForm editor={editor} facets={facets} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
