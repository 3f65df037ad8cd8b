import { Alert, Button, Group, Loader, Paper, SegmentedControl, Stack } from '@mantine/core';
import type {
  DatesSetArg,
  EventClickArg,
  EventDropArg,
  EventInput,
  DateSpanApi,
} from '@fullcalendar/core';
import esLocale from '@fullcalendar/core/locales/es';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, {
  type DateClickArg,
  type EventResizeDoneArg,
} from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { APP_ROUTES, STATUS_COLORS, STATUS_LABELS, type Appointment } from '@armonia/shared';
import { useAgendaSettings, useAppointments, useBlockedPeriods } from '../api/appointments.ts';
import { readableTextColor, toBusinessHours, visibleTimeRange } from '../components/agenda-time.ts';
import { deviceTimeZone, localDate, sameClock, zoneName } from '../../../core/dates.ts';
import { usePhone } from '../../../components/use-phone.ts';
import classes from '../components/calendar.module.css';
import { MoveDialog, type PendingMove } from '../components/move-dialog.tsx';
import { StatusLegend } from '../components/status-badge.tsx';
import { TEXTS } from '../texts.ts';

const HOUR_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
const VIEWS = 'timeGridDay,timeGridWeek,dayGridMonth';
// A week of seven columns does not fit a phone: one day, or the week as a list, chosen above
// the calendar where the thumb reaches it.
const PHONE_VIEWS = [
  { value: 'timeGridDay', label: TEXTS.calendar.buttons.day },
  { value: 'listWeek', label: TEXTS.calendar.buttons.list },
];

// Cancelled ones stay visible but quiet: pale with the state colour as the border (faded
// opacity would push the text below AA contrast).
const CANCELLED_BG = '#f1f3f5';

function toEvent(a: Appointment): EventInput {
  const color = STATUS_COLORS[a.status].hex;
  const cancelled = a.status === 'cancelada';
  return {
    id: a.id,
    title: a.patientName,
    start: a.startsAt,
    end: a.endsAt,
    url: `/appointments/${a.id}`,
    backgroundColor: cancelled ? CANCELLED_BG : color,
    borderColor: color,
    textColor: cancelled ? '#343a40' : readableTextColor(color),
    editable: a.can.reschedule,
    classNames: cancelled ? ['is-cancelled'] : [],
    extendedProps: { status: a.status, patientName: a.patientName },
  };
}

/** /calendar: the therapist's agenda (day, week, month), drag or resize to reschedule. */
export default function CalendarPage() {
  const navigate = useNavigate();
  // ?date=yyyy-MM-dd opens the calendar on that day (links from other screens, tests).
  const [params] = useSearchParams();
  const initialDate = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '')
    ? params.get('date')!
    : undefined;
  const phone = usePhone();
  const calendar = useRef<FullCalendar>(null);
  const [phoneView, setPhoneView] = useState('timeGridDay');
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [move, setMove] = useState<PendingMove | null>(null);
  const box = useRef<HTMLDivElement>(null);

  const settings = useAgendaSettings();
  const blocked = useBlockedPeriods();
  const appointments = useAppointments(
    { from: range?.from, to: range?.to, pageSize: 500 },
    range !== null,
  );

  const events = useMemo<EventInput[]>(() => {
    const own = (appointments.data?.items ?? []).map(toEvent);
    const blocks = (blocked.data ?? []).map<EventInput>((b) => ({
      id: `blocked-${b.id}`,
      start: b.startsAt,
      end: b.endsAt,
      display: 'background',
      title: b.reason || TEXTS.calendar.blocked,
      classNames: ['is-blocked'],
    }));
    return [...own, ...blocks];
  }, [appointments.data, blocked.data]);

  const hours = settings.data?.weeklyHours;
  const businessHours = useMemo(() => (hours ? toBusinessHours(hours) : false), [hours]);
  const timeRange = useMemo(
    () =>
      hours
        ? visibleTimeRange(
            hours,
            (appointments.data?.items ?? []).map((a) => ({
              start: new Date(a.startsAt),
              end: new Date(a.endsAt),
            })),
          )
        : { slotMinTime: '07:00:00', slotMaxTime: '21:00:00' },
    [hours, appointments.data],
  );

  const onDatesSet = useCallback((arg: DatesSetArg) => {
    // FullCalendar's arrow icons are role="img" without a name; the buttons carry the name.
    for (const icon of box.current?.querySelectorAll('.fc-icon[role="img"]') ?? []) {
      icon.setAttribute('aria-hidden', 'true');
    }
    const from = arg.start.toISOString();
    const to = arg.end.toISOString();
    setRange((r) => (r?.from === from && r.to === to ? r : { from, to }));
  }, []);

  const onDateClick = (arg: DateClickArg) => {
    const now = new Date();
    if (arg.allDay) {
      const day = localDate(arg.date);
      if (day < localDate(now)) return;
      void navigate(`${APP_ROUTES.newAppointment.path}?date=${day}`);
      return;
    }
    if (arg.date < now) return;
    void navigate(
      `${APP_ROUTES.newAppointment.path}?start=${encodeURIComponent(arg.date.toISOString())}`,
    );
  };

  const onEventClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    if (arg.event.display === 'background') return;
    void navigate(`/appointments/${arg.event.id}`);
  };

  const askMove = (arg: EventDropArg | EventResizeDoneArg) => {
    const e = arg.event;
    const old = arg.oldEvent;
    if (!e.start || !old.start) return arg.revert();
    // Month view drops carry no end when the event had none: keep the old length.
    const length = (old.end?.getTime() ?? old.start.getTime()) - old.start.getTime();
    const end = e.end ?? new Date(e.start.getTime() + length);
    setMove({
      id: e.id,
      patientName: String(e.extendedProps.patientName ?? e.title),
      oldStart: old.start.toISOString(),
      oldEnd: (old.end ?? new Date(old.start.getTime() + length)).toISOString(),
      startsAt: e.start.toISOString(),
      endsAt: end.toISOString(),
      revert: arg.revert,
    });
  };

  // Nothing moves into the past.
  const eventAllow = (span: DateSpanApi) => span.start.getTime() >= Date.now();

  const zone = settings.data?.timezone;
  const device = deviceTimeZone();

  return (
    <Stack gap="sm">
      {phone ? (
        <Group gap="xs" wrap="nowrap">
          <SegmentedControl
            flex={1}
            data={PHONE_VIEWS}
            value={phoneView}
            aria-label={TEXTS.calendar.view}
            onChange={(v) => {
              setPhoneView(v);
              calendar.current?.getApi().changeView(v);
            }}
          />
          <Button variant="default" onClick={() => calendar.current?.getApi().today()}>
            {TEXTS.calendar.buttons.today}
          </Button>
        </Group>
      ) : null}
      <Group justify="space-between" gap="sm">
        <StatusLegend />
        <Group gap="xs">
          {appointments.isFetching ? (
            <Loader size="xs" aria-label={TEXTS.calendar.loading} />
          ) : null}
          <Button
            component={Link}
            to={APP_ROUTES.newAppointment.path}
            leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
          >
            {TEXTS.calendar.newAppointment}
          </Button>
        </Group>
      </Group>
      {zone && !sameClock(zone, device) ? (
        <Alert color="blue" variant="light">
          {TEXTS.calendar.zoneNote(zoneName(zone), zoneName(device))}
        </Alert>
      ) : null}
      {appointments.isError ? (
        <Alert color="red" role="alert">
          {TEXTS.calendar.loadError}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void appointments.refetch()}>
            {TEXTS.common.retry}
          </Button>
        </Alert>
      ) : null}
      <Paper
        ref={box}
        withBorder
        radius="md"
        p={{ base: 'xs', sm: 'md' }}
        className={classes.calendar}
      >
        {settings.isLoading ? (
          <Loader aria-label={TEXTS.calendar.loading} />
        ) : (
          <FullCalendar
            key={phone ? 'phone' : 'desktop'}
            ref={calendar}
            plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
            locale={esLocale}
            firstDay={1}
            /*
             * FullCalendar converts named zones only with a plugin (luxon or moment-timezone),
             * which would add a date library for nothing: Mexico's zones have had no daylight
             * saving since 2022 and a therapist's device is set to the zone they work in, so
             * 'local' shows the same wall-clock hours as settings.timezone. When the device
             * reads another clock, the page says so above instead of silently shifting hours.
             */
            timeZone="local"
            initialView={phone ? phoneView : 'timeGridWeek'}
            initialDate={initialDate}
            headerToolbar={
              phone
                ? { start: 'prev', center: 'title', end: 'next' }
                : { start: 'prev,next today', center: 'title', end: VIEWS }
            }
            footerToolbar={false}
            buttonText={TEXTS.calendar.buttons}
            noEventsContent={TEXTS.calendar.noEvents}
            dayHeaderFormat={phone ? { weekday: 'long', day: 'numeric' } : undefined}
            titleFormat={phone ? { day: 'numeric', month: 'short', year: 'numeric' } : undefined}
            height="auto"
            allDaySlot={false}
            nowIndicator
            slotDuration="00:30:00"
            snapDuration="00:15:00"
            slotMinTime={timeRange.slotMinTime}
            slotMaxTime={timeRange.slotMaxTime}
            slotLabelFormat={HOUR_FORMAT}
            eventTimeFormat={HOUR_FORMAT}
            dayMaxEvents
            // Month cells show coloured blocks too, so the legend reads the same in every view.
            eventDisplay="block"
            businessHours={businessHours}
            events={events}
            editable
            eventAllow={eventAllow}
            datesSet={onDatesSet}
            dateClick={onDateClick}
            eventClick={onEventClick}
            eventDrop={askMove}
            eventResize={askMove}
            eventDidMount={(info) => {
              const status = info.event.extendedProps.status as Appointment['status'] | undefined;
              if (status) {
                info.el.setAttribute(
                  'aria-label',
                  `${info.event.title}, ${STATUS_LABELS[status]}, ${info.timeText}`,
                );
              }
            }}
          />
        )}
      </Paper>
      <MoveDialog move={move} onDone={() => setMove(null)} />
    </Stack>
  );
}
