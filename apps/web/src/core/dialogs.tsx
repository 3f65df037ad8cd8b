import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconInfoCircle,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type MessageKind = 'success' | 'error' | 'info' | 'warning';

const KIND: Record<MessageKind, { color: string; icon: ReactNode; label: string }> = {
  success: { color: 'teal', icon: <IconCircleCheck size={34} />, label: 'Éxito' },
  error: { color: 'red', icon: <IconCircleX size={34} />, label: 'Error' },
  info: { color: 'blue', icon: <IconInfoCircle size={34} />, label: 'Información' },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={34} />, label: 'Advertencia' },
};

/** The spec's dialogs: static backdrop, no keyboard dismissal, at most 500 px wide. */
const STATIC = {
  centered: true,
  closeOnClickOutside: false,
  closeOnEscape: false,
  withCloseButton: false,
  size: 500,
  radius: 'md',
} as const;

export interface MessageOptions {
  kind: MessageKind;
  title: string;
  message: ReactNode;
  detail?: ReactNode;
}

/** Opens one of the spec's pop-ups; resolves when it closes. `body` gets what its button calls. */
function openPopup(title: string, body: (close: () => void) => ReactNode): Promise<void> {
  return new Promise((resolve) => {
    const id = modals.open({
      ...STATIC,
      onClose: resolve,
      'aria-label': title,
      children: body(() => modals.close(id)),
    });
  });
}

/** The top of a pop-up: its round icon and its title, centred. */
function PopupHead(props: { color: string; icon: ReactNode; iconLabel?: string; title: string }) {
  return (
    <>
      <ThemeIcon
        color={props.color}
        variant="light"
        size={60}
        radius="xl"
        aria-label={props.iconLabel}
      >
        {props.icon}
      </ThemeIcon>
      <Title order={2} size="h3">
        {props.title}
      </Title>
    </>
  );
}

/** Message pop-up: an icon, a title, a message and an Ok button. Resolves when closed. */
export function showMessage(opts: MessageOptions): Promise<void> {
  const k = KIND[opts.kind];
  return openPopup(opts.title, (close) => (
    <Stack align="center" gap="sm" ta="center" data-testid="message-popup" data-kind={opts.kind}>
      <PopupHead color={k.color} icon={k.icon} iconLabel={k.label} title={opts.title} />
      <Text>{opts.message}</Text>
      {opts.detail ? (
        <Text size="sm" c="dimmed">
          {opts.detail}
        </Text>
      ) : null}
      <Button onClick={close} data-autofocus miw={120}>
        Ok
      </Button>
    </Stack>
  ));
}

export interface SuccessSaveOptions {
  /** "Exitoso" shows a check icon; "Cancel" shows a cancel icon (spec section 2). */
  title: string;
  secondTitle?: string;
  message: ReactNode;
  buttonLabel?: string;
}

/** Success-save dialog: a title, an optional second title, a message and one positive button. */
export function showSuccessSave(opts: SuccessSaveOptions): Promise<void> {
  const cancel = opts.title === 'Cancel';
  return openPopup(opts.title, (close) => (
    <Stack
      align="center"
      gap="sm"
      ta="center"
      data-testid="success-save"
      data-icon={cancel ? 'cancel' : 'check'}
    >
      <PopupHead
        color={cancel ? 'red' : 'teal'}
        icon={
          cancel ? (
            <IconX size={34} aria-label="Cancelado" />
          ) : (
            <IconCircleCheck size={34} aria-label="Exitoso" />
          )
        }
        title={opts.title}
      />
      {opts.secondTitle ? (
        <Title order={3} size="h5">
          {opts.secondTitle}
        </Title>
      ) : null}
      <Text>{opts.message}</Text>
      <Group justify="center">
        <Button onClick={close} data-autofocus miw={120}>
          {opts.buttonLabel ?? 'Aceptar'}
        </Button>
      </Group>
    </Stack>
  ));
}

/** Asks before a destructive action; resolves true when confirmed. */
export function confirmAction(opts: { title: string; message: ReactNode; confirmLabel: string }) {
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      centered: true,
      title: opts.title,
      children: <Text size="sm">{opts.message}</Text>,
      labels: { confirm: opts.confirmLabel, cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
