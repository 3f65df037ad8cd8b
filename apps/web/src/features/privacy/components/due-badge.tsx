import { Badge } from '@mantine/core';
import { ARCO_STATE_LABEL, DUE_STATE_LABEL, type ArcoRequest } from '@armonia/shared';

const STATE_COLOR = { recibida: 'blue', en_proceso: 'yellow', resuelta: 'teal', rechazada: 'gray' };
const DUE_COLOR = { a_tiempo: 'teal', por_vencer: 'orange', vencida: 'red' };

export function StateBadge({ request }: { request: ArcoRequest }) {
  return (
    <Badge color={STATE_COLOR[request.status]} variant="light" data-testid="arco-state">
      {ARCO_STATE_LABEL[request.status]}
    </Badge>
  );
}

/** How an open request stands against its legal due date; nothing once it is closed. */
export function DueBadge({ request }: { request: ArcoRequest }) {
  if (!request.dueState) return null;
  return (
    <Badge
      color={DUE_COLOR[request.dueState]}
      variant={request.dueState === 'a_tiempo' ? 'light' : 'filled'}
      data-testid="arco-due"
    >
      {DUE_STATE_LABEL[request.dueState]}
    </Badge>
  );
}
