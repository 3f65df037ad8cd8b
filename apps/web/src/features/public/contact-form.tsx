import {
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import {
  CONTACT_TOPICS,
  CONTACT_TOPIC_LABEL,
  contactBodySchema,
  setSpanishValidationMessages,
  type ContactBody,
  type MessageAnswer,
} from '@armonia/shared';
import { ApiError, api } from '../../core/api-client.ts';
import { LabeledField } from './labeled-field.tsx';
import { CheckIcon, InfoIcon } from './icons.tsx';
import styles from './contact-page.module.css';
import ui from './ui.module.css';

setSpanishValidationMessages();

type Field = keyof ContactBody;
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

/** Form order: the first invalid field in this order gets the focus. */
const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'topic', 'message'];
const EMPTY: Values = { name: '', email: '', phone: '', topic: '', message: '' };
const SEND_FAILED = 'No pudimos enviar tu mensaje. Inténtalo de nuevo más tarde.';

function isField(value: unknown): value is Field {
  return typeof value === 'string' && (FIELDS as readonly string[]).includes(value);
}

/** The first message of each field, from the shared schema's Spanish issues. */
function validate(values: Values): Errors {
  const result = contactBodySchema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const noSubscription = () => () => undefined;

/**
 * False while the page is only prerendered markup: a form sent before React takes it over would
 * go to the page's own address with the visitor's data in it.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A field of the form under its label, its error message after it. */
function FieldRow(props: {
  field: Field;
  label: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <LabeledField className={styles.field} id={`contacto-${props.field}`} label={props.label}>
      {props.children}
      {props.error ? (
        <p id={`contacto-${props.field}-error`} className={styles.error}>
          {props.error}
        </p>
      ) : null}
    </LabeledField>
  );
}

/** A live region that announces how a sending ended, once it has. */
function Outcome(props: {
  role: 'status' | 'alert';
  className: string | undefined;
  icon: typeof CheckIcon;
  text: string | null;
}) {
  const { icon: Icon } = props;
  return (
    <div role={props.role}>
      {props.text ? (
        <p className={props.className}>
          <Icon size={20} />
          <span>{props.text}</span>
        </p>
      ) : null}
    </div>
  );
}

/** The contact form: the one interactive part of the public pages. */
export function ContactForm() {
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstError = (found: Errors) => {
    const first = FIELDS.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onChange =
    (field: Field) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      // Once a field was flagged, its message follows the typing, so a fix is confirmed at once.
      if (errors[field]) setErrors((prev) => ({ ...prev, [field]: validate(next)[field] }));
    };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSuccess(null);
    setFailure(null);

    const parsed = contactBodySchema.safeParse(values);
    if (!parsed.success) {
      const found = validate(values);
      setErrors(found);
      focusFirstError(found);
      return;
    }

    setErrors({});
    setSending(true);
    try {
      const res = await api.post<MessageAnswer>('/site/contact', parsed.data, {
        silent: true,
        whole: true,
      });
      setValues(EMPTY);
      setSuccess(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.fieldErrors.length > 0) {
        const found: Errors = {};
        for (const e of err.fieldErrors) if (isField(e.field)) found[e.field] ??= e.message;
        if (Object.keys(found).length > 0) {
          setErrors(found);
          focusFirstError(found);
        } else {
          setFailure(SEND_FAILED);
        }
      } else if (err instanceof ApiError && err.status === 429) {
        setFailure(err.message);
      } else {
        setFailure(SEND_FAILED);
      }
    } finally {
      setSending(false);
    }
  };

  /** A field's value and wiring: its error (and hint) described, and flagged when invalid. */
  const bind = (field: Field, hintId?: string) => {
    const errorId = errors[field] ? `contacto-${field}-error` : undefined;
    const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
    return {
      value: values[field],
      onChange: onChange(field),
      id: `contacto-${field}`,
      name: field,
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy,
    } as const;
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
      <FieldRow field="name" label="Nombre completo" error={errors.name}>
        <input
          type="text"
          autoComplete="name"
          maxLength={120}
          required
          className={styles.input}
          {...bind('name')}
        />
      </FieldRow>

      <div className={styles.row}>
        <FieldRow field="email" label="Correo electrónico" error={errors.email}>
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            required
            className={styles.input}
            {...bind('email')}
          />
        </FieldRow>

        <FieldRow
          field="phone"
          label={
            <>
              Teléfono <span className={styles.optional}>(opcional)</span>
            </>
          }
          error={errors.phone}
        >
          <input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={20}
            className={styles.input}
            {...bind('phone', 'contacto-phone-hint')}
          />
          <p id="contacto-phone-hint" className={styles.hint}>
            Incluye la lada, por ejemplo 81 1234 5678.
          </p>
        </FieldRow>
      </div>

      <FieldRow field="topic" label="Asunto" error={errors.topic}>
        <select required className={`${styles.input} ${styles.select}`} {...bind('topic')}>
          <option value="">Elige un asunto…</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {CONTACT_TOPIC_LABEL[topic]}
            </option>
          ))}
        </select>
      </FieldRow>

      <FieldRow field="message" label="Mensaje" error={errors.message}>
        <textarea
          rows={6}
          maxLength={4000}
          required
          className={`${styles.input} ${styles.textarea}`}
          {...bind('message')}
        />
      </FieldRow>

      <p className={styles.privacy}>
        Usaremos tus datos solo para responder tu mensaje, conforme a nuestro{' '}
        <a href="/aviso-de-privacidad">aviso de privacidad</a>. No compartas aquí información médica
        detallada.
      </p>

      <div className={styles.actions}>
        <button type="submit" className={ui.btnPrimary} disabled={sending || !hydrated}>
          {sending ? 'Enviando…' : 'Enviar mensaje'}
        </button>
      </div>
      <noscript>
        <p className={styles.hint}>
          Para enviar el formulario activa JavaScript en tu navegador, o escríbenos a los datos de
          contacto de esta página.
        </p>
      </noscript>

      <Outcome role="status" className={styles.success} icon={CheckIcon} text={success} />
      <Outcome role="alert" className={styles.failure} icon={InfoIcon} text={failure} />
    </form>
  );
}
