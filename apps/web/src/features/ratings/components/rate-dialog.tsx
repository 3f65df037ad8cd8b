import { Input, Rating, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { RATING_COMMENT_MAX, editRatingBodySchema, type Appointment } from '@armonia/shared';
import { FormDialog, useLastShown } from '../../../components/form-dialog.tsx';
import { ApiError } from '../../../core/api-client.ts';
import { useEditRating, useRateAppointment } from '../api/ratings.ts';
import { TEXTS } from '../texts.ts';
import { formatDayTime } from '../../../core/dates.ts';
import { STAR_COLOR } from './stars.tsx';

/** What is rated: a completed appointment, or an opinion already written (edit). */
export type RateTarget =
  | { kind: 'new'; appointmentId: string; therapistName: string; startsAt: string }
  | {
      kind: 'edit';
      ratingId: string;
      therapistName: string;
      startsAt: string;
      stars: number;
      comment: string;
    };

/** A completed appointment, to rate. */
export function newRatingTarget(a: Appointment): RateTarget {
  return { kind: 'new', appointmentId: a.id, therapistName: a.therapistName, startsAt: a.startsAt };
}

/** The dialog for one completed appointment (or none: closed). */
export function RateAppointmentDialog(props: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
  const { appointment } = props;
  // One target per appointment: a new object on every render would reset the dialog.
  const target = useMemo(() => (appointment ? newRatingTarget(appointment) : null), [appointment]);
  return <RateDialog target={target} onClose={props.onClose} />;
}

interface Props {
  target: RateTarget | null;
  onClose: () => void;
}

/** 1–5 stars and an optional comment, for a new opinion or to change one. */
export function RateDialog({ target, onClose }: Props) {
  const rate = useRateAppointment();
  const edit = useEditRating();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ stars?: string; comment?: string }>({});

  useEffect(() => {
    if (!target) return;
    setStars(target.kind === 'edit' ? target.stars : 0);
    setComment(target.kind === 'edit' ? target.comment : '');
    setErrors({});
  }, [target]);

  const pending = rate.isPending || edit.isPending;
  const shown = useLastShown(target);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!target) return;
    const parsed = editRatingBodySchema.safeParse({ stars, comment });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'stars' | 'comment';
        next[field] ??= field === 'stars' ? TEXTS.pickStars : issue.message;
      }
      setErrors(next);
      return;
    }
    try {
      if (target.kind === 'new') {
        await rate.mutateAsync({ appointmentId: target.appointmentId, ...parsed.data });
      } else {
        await edit.mutateAsync({ id: target.ratingId, ...parsed.data });
      }
      notifications.show({
        color: 'teal',
        message: target.kind === 'new' ? TEXTS.saved : TEXTS.updated,
      });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length > 0) {
        setErrors(Object.fromEntries(err.fieldErrors.map((f) => [f.field, f.message])));
      }
    }
  }

  return (
    <FormDialog
      opened={target !== null}
      onClose={onClose}
      title={shown?.kind === 'edit' ? TEXTS.editTitle : TEXTS.rateTitle}
      closeLabel={TEXTS.close}
      size="md"
      onSubmit={(e) => void submit(e)}
      submit={TEXTS.save}
      saving={pending}
      cancel={TEXTS.cancel}
      lockWhileSaving
    >
      {shown ? (
        <>
          <Text size="sm">
            {TEXTS.rateWith(shown.therapistName, formatDayTime(shown.startsAt))}
          </Text>
          <Input.Wrapper
            label={TEXTS.starsLabel}
            required
            error={errors.stars}
            id="rating-stars"
            labelElement="div"
          >
            <Rating
              value={stars}
              onChange={(v) => {
                setStars(v);
                setErrors((e) => ({ ...e, stars: undefined }));
              }}
              size="xl"
              color={STAR_COLOR}
              role="radiogroup"
              aria-labelledby="rating-stars-label"
              getSymbolLabel={(v) => TEXTS.stars(v)}
              data-testid="rating-stars"
              mt={4}
            />
          </Input.Wrapper>
          <Textarea
            label={TEXTS.comment}
            description={TEXTS.commentHint}
            placeholder={TEXTS.commentPlaceholder}
            autosize
            minRows={3}
            maxRows={8}
            value={comment}
            onChange={(e) => {
              setComment(e.currentTarget.value);
              setErrors((x) => ({ ...x, comment: undefined }));
            }}
            error={errors.comment}
            maxLength={RATING_COMMENT_MAX + 200}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
            rightSection={null}
          />
          <Text size="xs" c="dimmed" ta="right" aria-live="polite">
            {comment.trim().length.toLocaleString('es-MX')} /{' '}
            {RATING_COMMENT_MAX.toLocaleString('es-MX')}
          </Text>
          {shown.kind === 'new' ? (
            <Text size="xs" c="dimmed">
              {TEXTS.editUntil}
            </Text>
          ) : null}
        </>
      ) : null}
    </FormDialog>
  );
}
