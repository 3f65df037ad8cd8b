import {
  Alert,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { useId, useMemo, useRef, useState } from 'react';
import {
  LISTS,
  itemSchemaFor,
  referenceNames,
  type FieldDef,
  type ListDef,
  type ListItem,
  type ListItemData,
} from '@armonia/shared';
import { FormActions } from '../../../components/form-actions.tsx';
import { ApiError } from '../../../core/api-client.ts';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { MAX_PAGE_SIZE, useListItems } from '../api/list-items.ts';
import { TEXTS } from '../texts.ts';

type FormValues = Record<string, string | number | boolean | null>;

function initialValue(field: FieldDef, value: ListItemData[string] | undefined) {
  if (field.type === 'boolean') return value === true;
  if (field.type === 'number') return typeof value === 'number' ? value : '';
  return value === null || value === undefined ? '' : String(value);
}

/** An ordered choice of items of another list; kept as one name per line, in choice order. */
function ReferencesInput(p: {
  field: FieldDef;
  common: { id: string; label: string; required?: boolean };
  props: { value?: unknown; error?: unknown };
  setValue: (value: string) => void;
}) {
  const ref = p.field.refList ? (LISTS as Record<string, ListDef>)[p.field.refList] : undefined;
  const items = useListItems(p.field.refList ?? '', {
    page: 1,
    pageSize: MAX_PAGE_SIZE,
    q: '',
    all: true,
  });
  const names = (items.data?.items ?? []).map((i) =>
    String(i.data[ref?.uniqueField ?? 'name'] ?? ''),
  );
  const value = referenceNames(p.props.value);
  return (
    <MultiSelect
      {...p.common}
      error={p.props.error as string | undefined}
      data={[...new Set([...names, ...value])]}
      value={value}
      onChange={(v) => p.setValue(v.join('\n'))}
      searchable
      placeholder={items.isLoading ? TEXTS.form.loading : TEXTS.form.chooseInOrder}
      description={ref ? TEXTS.form.referencesHint(ref.title) : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export interface ItemFormProps {
  def: ListDef;
  /** The item being edited; absent for a new one. */
  item?: ListItem;
  /** Gets the validated data; a rejection with field errors shows them under their fields. */
  onSubmit: (data: ListItemData) => Promise<unknown>;
  onCancel: () => void;
}

/** The create/edit form of any list, generated from its field definitions. */
export function ItemForm({ def, item, onSubmit, onCancel }: ItemFormProps) {
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [saving, setSaving] = useState(false);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const schema = useMemo(() => itemSchemaFor(def), [def]);

  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: Object.fromEntries(
      def.fields.map((f) => [f.key, initialValue(f, item?.data[f.key])]),
    ),
    validate: (values) => {
      const errors: FormErrors = schemaResolver(schema, { sync: true })(values);
      // The shared schema coerces an empty box to 0, which would satisfy a required number.
      for (const f of def.fields) {
        if (f.type === 'number' && f.required && values[f.key] === '' && !errors[f.key]) {
          errors[f.key] = TEXTS.form.required(f.label);
        }
      }
      return errors;
    },
  });

  const inputId = (key: string) => `${idPrefix}-${key}`;

  const focusFirstError = (errors: FormErrors) => {
    const first = def.fields.find((f) => errors[f.key]);
    if (first) formRef.current?.ownerDocument.getElementById(inputId(first.key))?.focus();
  };

  const submit = async (values: FormValues) => {
    const parsed = schema.safeParse(values);
    // Send what the schema made of the values (trimmed text, empty numbers as null).
    const data = (parsed.success ? parsed.data : values) as ListItemData;
    setSaving(true);
    setOtherErrors([]);
    try {
      await onSubmit(data);
    } catch (err) {
      if (applyFieldErrors(form, err) && err instanceof ApiError) {
        const keys = new Set(def.fields.map((f) => f.key));
        setOtherErrors(err.fieldErrors.filter((e) => !keys.has(e.field)).map((e) => e.message));
        focusFirstError(Object.fromEntries(err.fieldErrors.map((e) => [e.field, e.message])));
      }
    } finally {
      setSaving(false);
    }
  };

  const renderField = (f: FieldDef) => {
    const common = {
      id: inputId(f.key),
      label: f.label,
      required: f.required,
    };
    const props = form.getInputProps(f.key);
    switch (f.type) {
      case 'textarea':
        return <Textarea {...common} {...props} autosize minRows={2} maxRows={8} />;
      case 'number':
        return <NumberInput {...common} {...props} min={f.min} max={f.max} />;
      case 'select':
        return (
          <Select
            {...common}
            {...props}
            data={(f.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
            value={props.value === '' ? null : (props.value as string)}
            // The schema expects text: an emptied select is '' rather than null.
            onChange={(value) => form.setFieldValue(f.key, value ?? '')}
            clearable={!f.required}
            allowDeselect={!f.required}
            placeholder={TEXTS.form.chooseOption}
            comboboxProps={{ withinPortal: true }}
          />
        );
      case 'boolean':
        return <Switch {...common} {...form.getInputProps(f.key, { type: 'checkbox' })} />;
      case 'references':
        return (
          <ReferencesInput
            field={f}
            common={common}
            props={props}
            setValue={(v) => form.setFieldValue(f.key, v)}
          />
        );
      default:
        return <TextInput {...common} {...props} />;
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={form.onSubmit(submit, focusFirstError)}>
      <Stack gap="md">
        {def.fields.map((f) => (
          <div key={f.key}>{renderField(f)}</div>
        ))}
        {otherErrors.length > 0 ? (
          <Alert color="red" role="alert">
            {otherErrors.join(' ')}
          </Alert>
        ) : null}
        <FormActions
          submit={TEXTS.common.save}
          saving={saving}
          align="end"
          gap="sm"
          cancel={{ label: TEXTS.common.cancel, onClick: onCancel, disabled: saving }}
        />
      </Stack>
    </form>
  );
}
