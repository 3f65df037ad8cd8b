import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  directoryProfilePath,
  formatFee,
  placeOf,
  PRACTICE_MODALITY_LABELS,
  type TherapistCard as CardData,
} from '@armonia/shared';
import { PhotoAvatar } from '../../../components/photo-avatar.tsx';
import { formatShort } from '../../../core/dates.ts';
import { TEXTS } from '../texts.ts';
import { RatingLine } from './rating-line.tsx';
import { VerifiedBadge } from './verified-badge.tsx';

const C = TEXTS.card;

/** One therapist of the directory: who, what, where, how much, how rated, and when free. */
export function TherapistCard({ card }: { card: CardData }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="therapist-card">
      <Stack gap="sm" h="100%">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <PhotoAvatar
            name={card.name}
            path={`/files/avatar/${card.id}?size=256`}
            version={card.photoVersion}
            size={72}
            radius="xl"
          />
          <Stack gap={4} miw={0}>
            <Title order={3} size="h5">
              <Anchor
                component={Link}
                to={directoryProfilePath(card.slug)}
                c="dark.7"
                aria-label={C.open(card.name)}
              >
                {card.name}
              </Anchor>
            </Title>
            {card.verified ? <VerifiedBadge /> : null}
            <RatingLine rating={card.rating} />
          </Stack>
        </Group>
        <Group gap={6}>
          {card.therapies.map((t) => (
            <Badge key={t.id} variant="outline" color="gray.7" size="sm" tt="none">
              {t.name}
            </Badge>
          ))}
        </Group>
        <Stack gap={2}>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden="true" />
            <Text size="sm">
              {placeOf(card.city, card.state)} · {PRACTICE_MODALITY_LABELS[card.modality]}
            </Text>
          </Group>
          <Text size="sm" fw={600}>
            {C.fee(formatFee(card.fee, card.currency))}
          </Text>
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={16} aria-hidden="true" />
            <Text size="sm" c={card.nextFreeAt ? undefined : 'dimmed'}>
              {card.nextFreeAt ? C.next(formatShort(card.nextFreeAt)) : C.noNext}
            </Text>
          </Group>
        </Stack>
        {!card.acceptsNewPatients ? (
          <Badge color="gray" variant="light" size="sm" tt="none">
            {C.notAccepting}
          </Badge>
        ) : null}
      </Stack>
    </Card>
  );
}
