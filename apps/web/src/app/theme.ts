import {
  createTheme,
  Notification,
  Pagination,
  PasswordInput,
  Tabs,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** Teal built around #0f766e, so text, links and buttons meet WCAG AA on white (5.5:1). */
const brand: MantineColorsTuple = [
  '#f0fdfa',
  '#ccfbf1',
  '#99f6e4',
  '#5eead4',
  '#2dd4bf',
  '#14b8a6',
  '#0d9488',
  '#0f766e',
  '#115e59',
  '#134e4a',
];

const PAGER_LABELS = {
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
} as const;

export const theme = createTheme({
  colors: { teal: brand },
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '650' },
  components: {
    // Tabs that do not fit scroll sideways in one row instead of wrapping into several.
    Tabs: Tabs.extend({
      styles: {
        list: {
          flexWrap: 'nowrap',
          overflowX: 'auto',
          overflowY: 'hidden',
          scrollbarWidth: 'thin',
        },
        tab: { flexShrink: 0, whiteSpace: 'nowrap' },
      },
    }),
    PasswordInput: PasswordInput.extend({
      defaultProps: {
        visibilityToggleButtonProps: { 'aria-label': 'Mostrar u ocultar la contraseña' },
      },
    }),
    // The arrows of every pager need a name for screen readers.
    Pagination: Pagination.extend({
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
          'aria-label': PAGER_LABELS[control],
        }),
      },
    }),
    // The arrows of every calendar (date pickers, their months, years and decades) need a name
    // too. A plain object: the theme must not pull the dates package into every screen.
    Calendar: {
      defaultProps: {
        ariaLabels: {
          nextMonth: 'Mes siguiente',
          previousMonth: 'Mes anterior',
          nextYear: 'Año siguiente',
          previousYear: 'Año anterior',
          nextDecade: 'Década siguiente',
          previousDecade: 'Década anterior',
        },
      },
    },
    // Toasts (a live notification, a saved form): the close button needs a name, and Mantine's
    // grey description under a title is below AA contrast on white.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar aviso' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
  },
});

/** Secondary ("dimmed") text darker than Mantine's default, for AA contrast. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});
