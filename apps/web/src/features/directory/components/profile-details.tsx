import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import {
  formatFee,
  placeOf,
  PRACTICE_MODALITY_LABELS,
  type PracticeModality,
} from '@armonia/shared';
import { PhotoAvatar } from '../../../components/photo-avatar.tsx';
import { TEXTS } from '../texts.ts';
import { VerifiedBadge } from './verified-badge.tsx';

const P = TEXTS.profile;

/** What a profile shows, from the API's answer or from the editor's form (the preview). */
export interface ProfileView {
  id: string;
  name: string;
  photoVersion: number | null;
  verified: boolean;
  therapies: string[];
  city: string;
  state: string;
  modality: PracticeModality;
  officeAddress: string;
  fee: number;
  currency: string;
  languages: string[];
  yearsOfPractice: number;
  training: string[];
  bio: string;
  sessionMinutes?: number;
}

/** Plain text with blank lines between paragraphs; any markup in it is shown as typed. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <Stack gap="xs">
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <Text key={i} style={{ whiteSpace: 'pre-line' }}>
            {p}
          </Text>
        ))}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6} component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A therapist's directory profile, as patients read it. */
export function ProfileDetails({ p, headingOrder = 2 }: { p: ProfileView; headingOrder?: 2 | 3 }) {
  return (
    <Stack gap="lg" data-testid="profile-details">
      <Group gap="lg" wrap="nowrap" align="flex-start">
        <PhotoAvatar
          name={p.name}
          path={`/files/avatar/${p.id}?size=256`}
          version={p.photoVersion}
          size={96}
          radius={96}
        />
        <Stack gap={6} miw={0}>
          <Title order={headingOrder} size="h3">
            {p.name}
          </Title>
          {p.verified ? <VerifiedBadge /> : null}
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden="true" />
            <Text size="sm">
              {placeOf(p.city, p.state)} · {PRACTICE_MODALITY_LABELS[p.modality]}
            </Text>
          </Group>
          {p.yearsOfPractice > 0 ? (
            <Text size="sm" c="dimmed">
              {P.years(p.yearsOfPractice)}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <Section title={P.therapies}>
        <Group gap={6}>
          {p.therapies.map((t) => (
            <Badge key={t} variant="light" color="teal" tt="none">
              {t}
            </Badge>
          ))}
        </Group>
      </Section>
      {p.bio ? (
        <Section title={P.about}>
          <Paragraphs text={p.bio} />
        </Section>
      ) : null}
      <Section title={P.practice}>
        <Text>
          {P.fee}: <strong>{formatFee(p.fee, p.currency)}</strong>
        </Text>
        {p.sessionMinutes ? <Text size="sm">{P.session(p.sessionMinutes)}</Text> : null}
        {p.officeAddress ? (
          <Text size="sm">
            {P.office}: {p.officeAddress}
          </Text>
        ) : null}
        {p.modality !== 'presencial' ? <Text size="sm">{P.online}</Text> : null}
      </Section>
      {p.languages.length ? (
        <Section title={P.languages}>
          <Text>{p.languages.join(', ')}</Text>
        </Section>
      ) : null}
      {p.training.length ? (
        <Section title={P.training}>
          <List size="sm" spacing={4}>
            {p.training.map((t, i) => (
              <List.Item key={i}>{t}</List.Item>
            ))}
          </List>
        </Section>
      ) : null}
    </Stack>
  );
}
