import { Badge } from '@mantine/core';
import { ARCO_STATE_LABEL, DUE_STATE_LABEL, type ArcoRequest } from '@armonia/shared';

// Dark shades on white (outline) and a dark text on yellow: readable (WCAG AA) at badge size.
const STATE_COLOR = {
  recibida: 'blue.9',
  en_proceso: 'violet.9',
  resuelta: 'teal.9',
  rechazada: 'gray.8',
};

export function StateBadge({ request }: { request: ArcoRequest }) {
  return (
    <Badge color={STATE_COLOR[request.status]} variant="outline" data-testid="arco-state">
      {ARCO_STATE_LABEL[request.status]}
    </Badge>
  );
}

/** A warning badge: yellow with dark text, or dark red when overdue. */
export function warningBadge(kind: 'soon' | 'late') {
  return kind === 'soon'
    ? ({ color: 'yellow.5', c: 'dark.9', variant: 'filled' } as const)
    : ({ color: 'red.9', variant: 'filled' } as const);
}

/** How an open request stands against its legal due date; nothing once it is closed. */
export function DueBadge({ request }: { request: ArcoRequest }) {
  if (!request.dueState) return null;
  const look =
    request.dueState === 'a_tiempo'
      ? ({ color: 'teal.9', variant: 'outline' } as const)
      : warningBadge(request.dueState === 'por_vencer' ? 'soon' : 'late');
  return (
    <Badge {...look} data-testid="arco-due">
      {DUE_STATE_LABEL[request.dueState]}
    </Badge>
  );
}
