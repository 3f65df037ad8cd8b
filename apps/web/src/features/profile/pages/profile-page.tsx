import {
  Button,
  Divider,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  MEXICO_TIMEZONES,
  updateProfileBodySchema,
  type Profile,
  type UpdateProfileBody,
} from '@armonia/shared';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { AgendaSettingsSection } from '../../agenda/index.ts';
import { useProfile, useUpdateProfile } from '../api/profile.ts';
import { PhotoUploader } from '../components/photo-uploader.tsx';
import { QueryState } from '../../../components/query-state.tsx';

const ZONE_LABEL: Record<(typeof MEXICO_TIMEZONES)[number], string> = {
  'America/Monterrey': 'Monterrey (centro)',
  'America/Mexico_City': 'Ciudad de México (centro)',
  'America/Merida': 'Mérida (centro)',
  'America/Cancun': 'Cancún (sureste)',
  'America/Chihuahua': 'Chihuahua (centro)',
  'America/Hermosillo': 'Hermosillo (Pacífico, sin horario de verano)',
  'America/Mazatlan': 'Mazatlán (Pacífico)',
  'America/Tijuana': 'Tijuana (noroeste)',
};

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
              title: 'Guardado',
              message: 'Tus datos se actualizaron.',
            }),
          onError: (err) => applyFieldErrors(form, err),
        }),
      )}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Nombre(s)"
            required
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Apellidos"
            required
            key={form.key('lastName')}
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label="Correo electrónico"
            value={profile.email}
            readOnly
            description="Para cambiarlo escribe a la administración."
          />
          <TextInput
            label="Teléfono"
            type="tel"
            key={form.key('phone')}
            {...form.getInputProps('phone')}
          />
          <Select
            label="Zona horaria"
            data={MEXICO_TIMEZONES.map((z) => ({ value: z, label: ZONE_LABEL[z] }))}
            allowDeselect={false}
            key={form.key('timezone')}
            {...form.getInputProps('timezone')}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={update.isPending}>
            Guardar cambios
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Mi perfil for therapists and patients: photo and personal data. */
export default function ProfilePage() {
  const profile = useProfile();
  return (
    <QueryState
      query={profile}
      loading="Cargando perfil"
      error="No pudimos cargar tu perfil. Recarga la página."
    >
      {(data) => (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={820}>
          <Stack gap="lg">
            <div>
              <Title order={2} size="h4" mb="sm">
                Foto de perfil
              </Title>
              <PhotoUploader profile={data} />
            </div>
            <Divider />
            <div>
              <Title order={2} size="h4" mb={4}>
                Datos personales
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                Así te verán tus {data.Rol === 'Terapeuta' ? 'pacientes' : 'terapeutas'} en el chat
                y en tus citas.
              </Text>
              <DataForm profile={data} />
            </div>
            {data.Rol === 'Terapeuta' ? (
              <>
                <Divider />
                <AgendaSettingsSection />
              </>
            ) : null}
          </Stack>
        </Paper>
      )}
    </QueryState>
  );
}
