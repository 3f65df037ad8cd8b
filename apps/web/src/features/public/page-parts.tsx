import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from './icons.tsx';
import ui from './ui.module.css';

export type Icon = ComponentType<{ size?: number }>;

const BANDS = { plain: ui.section, alt: ui.sectionAlt, hero: ui.pageHero } as const;

/** A full-width band of a page, its content in the page's column (`inner` lays that out). */
export function Section(props: {
  id?: string;
  band?: keyof typeof BANDS;
  labelledBy?: string;
  label?: string;
  inner?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={props.id}
      className={BANDS[props.band ?? 'plain']}
      aria-labelledby={props.labelledBy}
      aria-label={props.label}
    >
      <div className={props.inner ? `${ui.container} ${props.inner}` : ui.container}>
        {props.children}
      </div>
    </section>
  );
}

/** The small coloured line above a heading, and the heading. */
export function TitleWithEyebrow(props: {
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  level?: 1 | 2;
}) {
  const Heading = props.level === 1 ? 'h1' : 'h2';
  return (
    <>
      <p className={ui.eyebrow}>{props.eyebrow}</p>
      <Heading id={props.id} className={props.level === 1 ? ui.h1 : ui.h2}>
        {props.title}
      </Heading>
    </>
  );
}

/** The heading band of an inner page: eyebrow, title and, as children, the lead. */
export function PageHero(props: {
  titleId: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
  /** After the lead, in the text's column. */
  extra?: ReactNode;
  /** Below the text, across the page's column. */
  after?: ReactNode;
}) {
  return (
    <Section id="inicio" band="hero" labelledBy={props.titleId}>
      <div className={ui.pageHeroText}>
        <TitleWithEyebrow
          id={props.titleId}
          eyebrow={props.eyebrow}
          title={props.title}
          level={1}
        />
        <p className={ui.lead}>{props.children}</p>
        {props.extra}
      </div>
      {props.after}
    </Section>
  );
}

/** The head of a section: eyebrow, title and, as children, its lead if it has one. */
export function SectionHead(props: {
  titleId: string;
  eyebrow: string;
  title: string;
  centered?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={props.centered ? ui.sectionHeadCentered : ui.sectionHead}>
      <TitleWithEyebrow id={props.titleId} eyebrow={props.eyebrow} title={props.title} />
      {props.children ? <p className={ui.lead}>{props.children}</p> : null}
    </div>
  );
}

/** An underlined link that ends with an arrow. */
export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={ui.textLink}>
      {children}
      <ArrowRightIcon size={16} />
    </Link>
  );
}

export interface IconEntry {
  icon: Icon;
  title: string;
  text: string;
  link?: { to: string; label: string };
}

/** Classes of an icon list's items: the item, the icon's frame and the title. */
export interface IconListLook {
  item?: string;
  icon?: string;
  title?: string;
}

const CARD_LOOK: IconListLook = { item: ui.card, icon: ui.iconBubble, title: ui.h3 };

/** A list of items that each have an icon, a title, a text and maybe a link (cards by default). */
export function IconList(props: {
  items: readonly IconEntry[];
  className?: string;
  ordered?: boolean;
  look?: IconListLook;
  iconSize?: number;
}) {
  const List = props.ordered ? 'ol' : 'ul';
  const look = props.look ?? CARD_LOOK;
  return (
    <List className={props.className}>
      {props.items.map(({ icon: Icon, title, text, link }) => (
        <li key={title} className={look.item}>
          <span className={look.icon}>
            <Icon size={props.iconSize ?? 22} />
          </span>
          <h3 className={look.title}>{title}</h3>
          <p>{text}</p>
          {link ? <MoreLink to={link.to}>{link.label}</MoreLink> : null}
        </li>
      ))}
    </List>
  );
}
