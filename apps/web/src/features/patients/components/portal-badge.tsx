import { Badge } from '@mantine/core';
import type { PatientSummary } from '@armonia/shared';
import { TEXTS } from '../texts.ts';

const COLORS = { sin_cuenta: 'gray', invitado: 'yellow', activo: 'teal' } as const;

/** Whether the patient has a portal account (and has set its password). */
export function PortalBadge({ portal }: { portal: PatientSummary['portal'] }) {
  return (
    <Badge color={COLORS[portal]} variant="light" size="sm" autoContrast>
      {TEXTS.portal[portal]}
    </Badge>
  );
}
