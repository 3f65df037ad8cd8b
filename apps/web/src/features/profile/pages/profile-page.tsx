import { Divider, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  MEXICO_TIMEZONES,
  updateProfileBodySchema,
  type Profile,
  type UpdateProfileBody,
} from '@armonia/shared';
import { FormActions } from '../../../components/form-actions.tsx';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { AgendaSettingsSection } from '../../agenda/index.ts';
import { DirectoryProfileSection } from '../../directory/index.ts';
import { PrivacySection } from '../../privacy/index.ts';
import { useProfile, useUpdateProfile } from '../api/profile.ts';
import { PhotoUploader } from '../components/photo-uploader.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { TEXTS } from '../texts.ts';

function DataForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileBody>({
    mode: 'uncontrolled',
    initialValues: {
      name: profile.name,
      lastName: profile.lastName,
      phone: profile.phone,
      timezone: (MEXICO_TIMEZONES as readonly string[]).includes(profile.timezone)
        ? (profile.timezone as UpdateProfileBody['timezone'])
        : 'America/Monterrey',
    },
    validate: schemaResolver(updateProfileBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        update.mutate(values, {
          onSuccess: () =>
            notifications.show({
              color: 'teal',
              title: TEXTS.form.savedTitle,
              message: TEXTS.form.saved,
            }),
          onError: (err) => applyFieldErrors(form, err),
        }),
      )}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={TEXTS.form.name}
            required
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={TEXTS.form.lastName}
            required
            key={form.key('lastName')}
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label={TEXTS.form.email}
            value={profile.email}
            readOnly
            description={TEXTS.form.emailHint}
          />
          <TextInput
            label={TEXTS.form.phone}
            type="tel"
            key={form.key('phone')}
            {...form.getInputProps('phone')}
          />
          <Select
            label={TEXTS.form.timezone}
            data={MEXICO_TIMEZONES.map((z) => ({ value: z, label: TEXTS.zones[z] }))}
            allowDeselect={false}
            key={form.key('timezone')}
            {...form.getInputProps('timezone')}
          />
        </SimpleGrid>
        <FormActions submit={TEXTS.form.save} saving={update.isPending} />
      </Stack>
    </form>
  );
}

/** Mi perfil for therapists and patients: photo and personal data. */
export default function ProfilePage() {
  const profile = useProfile();
  return (
    <QueryState query={profile} texts={TEXTS.page}>
      {(data) => (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={820}>
          <Stack gap="lg">
            <div>
              <Title order={2} size="h4" mb="sm">
                {TEXTS.page.photo}
              </Title>
              <PhotoUploader profile={data} />
            </div>
            <Divider />
            <div>
              <Title order={2} size="h4" mb={4}>
                {TEXTS.page.data}
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                {TEXTS.page.dataIntro(data.Rol === 'Terapeuta')}
              </Text>
              <DataForm profile={data} />
            </div>
            {data.Rol === 'Terapeuta' ? (
              <>
                <Divider />
                <DirectoryProfileSection />
                <Divider />
                <AgendaSettingsSection />
              </>
            ) : null}
            {data.Rol === 'Paciente' ? (
              <>
                <Divider />
                <PrivacySection />
              </>
            ) : null}
          </Stack>
        </Paper>
      )}
    </QueryState>
  );
}
