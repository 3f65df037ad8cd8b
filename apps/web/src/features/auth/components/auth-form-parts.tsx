import { Anchor, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Link } from 'react-router';
import { TEXTS } from '../texts.ts';

/** The e-mail field of sign-in, sign-up and the recovery request. */
export function EmailField<T extends { email: string }>(props: { form: UseFormReturnType<T> }) {
  const { form } = props;
  return (
    <TextInput
      label={TEXTS.common.email}
      type="email"
      autoComplete="email"
      required
      key={form.key('email')}
      {...form.getInputProps('email')}
    />
  );
}

/** The centred line under an auth form that leads to the next screen ("¿Ya tienes cuenta? …"). */
export function AuthSwitchLink(props: { lead?: string; to: string; children: string }) {
  return (
    <Text size="sm" ta="center">
      {props.lead ? <>{props.lead} </> : null}
      <Anchor component={Link} to={props.to}>
        {props.children}
      </Anchor>
    </Text>
  );
}
