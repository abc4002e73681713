import type { ReactNode } from 'react';
import { Stylesheet } from '../stylesheet/Stylesheet';
import alertCss from './AlertBox.css?url';

export type AlertKind = 'error' | 'info' | 'warning' | 'success' | 'default';

const ICONS: Record<AlertKind, string> = { error: '⛔', info: 'ℹ️', warning: '⚠️', success: '✅', default: '💬' };

export interface AlertAction {
  label: string;
  /** A link (same tab unless newTab) or, without href, a button calling onClick. */
  href?: string;
  newTab?: boolean;
  onClick?: () => void;
}

export interface AlertBoxProps {
  kind?: AlertKind;
  header?: ReactNode;
  children: ReactNode;
  action?: AlertAction;
  /** 'alert' announces the box at once (for messages a page opens with); 'status' waits politely. */
  role?: 'alert' | 'status';
}

/** A message box of one kind, with an icon chosen by kind, an optional header and an action (spec §2.2). */
export function AlertBox({ kind = 'default', header, children, action, role = 'status' }: AlertBoxProps) {
  return (
    <div role={role} className={`ks-alert ks-alert--${kind}`} data-kind={kind}>
      <Stylesheet href={alertCss} precedence="ui" />
      <span className="ks-alert__icon" aria-hidden="true">
        {ICONS[kind]}
      </span>
      <div className="ks-alert__body">
        {header ? <strong className="ks-alert__header">{header}</strong> : null}
        <div>{children}</div>
      </div>
      {action ? <AlertActionView action={action} /> : null}
    </div>
  );
}

function AlertActionView({ action }: { action: AlertAction }) {
  if (action.href) {
    return (
      <a
        className="ks-alert__action"
        href={action.href}
        {...(action.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {action.label}
      </a>
    );
  }
  return (
    <button type="button" className="ks-alert__action" onClick={action.onClick}>
      {action.label}
    </button>
  );
}
