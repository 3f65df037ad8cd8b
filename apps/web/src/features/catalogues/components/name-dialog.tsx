import { TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { TEXTS } from '../texts.ts';

export interface NameValues {
  name: string;
  description: string;
}

/** Create or rename one level of the tree (catalogue, group, subgroup) or a tag. */
export function NameDialog(props: {
  opened: boolean;
  title: string;
  label: string;
  initial?: NameValues;
  withDescription?: boolean;
  /** The server's field for the name, so its errors land under the input. */
  field: string;
  onSubmit: (values: NameValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useForm<NameValues>({
    initialValues: { name: '', description: '' },
    validate: {
      name: (v) =>
        v.trim() === ''
          ? TEXTS.form.required(props.label)
          : v.length > 120
            ? TEXTS.form.max120
            : null,
      description: (v) => (v.length > 2000 ? TEXTS.form.max2000 : null),
    },
  });
  const { setValues, resetDirty, clearErrors } = form;
  useEffect(() => {
    if (!props.opened) return;
    setValues(props.initial ?? { name: '', description: '' });
    resetDirty();
    clearErrors();
  }, [props.opened, props.initial, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit(async (values) => {
    try {
      await props.onSubmit({ name: values.name.trim(), description: values.description.trim() });
      props.onClose();
    } catch (err) {
      const errors =
        (err as { fieldErrors?: { field: string; message: string }[] }).fieldErrors ?? [];
      const mine = errors.find((e) => e.field === props.field);
      if (mine) form.setFieldError('name', mine.message);
      else applyFieldErrors(form, err);
    }
  });

  return (
    <FormDialog
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      onSubmit={submit}
      saving={form.submitting}
      submit={TEXTS.common.save}
      cancel={TEXTS.common.cancel}
    >
      <TextInput label={props.label} required data-autofocus {...form.getInputProps('name')} />
      {props.withDescription ? (
        <Textarea
          label={TEXTS.common.description}
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
      ) : null}
    </FormDialog>
  );
}
