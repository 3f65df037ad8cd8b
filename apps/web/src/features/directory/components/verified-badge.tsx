import { Badge } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { TEXTS } from '../texts.ts';

/** The administration checked this therapist's training and certifications. */
export function VerifiedBadge() {
  return (
    <Badge
      color="teal"
      variant="light"
      size="sm"
      leftSection={<IconRosetteDiscountCheck size={14} aria-hidden="true" />}
      title={TEXTS.card.verifiedHint}
      data-testid="verified-badge"
    >
      {TEXTS.card.verified}
    </Badge>
  );
}
