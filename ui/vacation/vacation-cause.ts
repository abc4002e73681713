import type { Vacation } from '../../schemas/entities/chrome';
import { CONTACT_SUPPORT } from '../support/support-links';

export const VACATION_SETTINGS_PATH = '/settings/vacation';
export const CONNECTED_ACCOUNTS_PATH = '/settings/integrations';
export const CSV_IMPORT_PATH = '/settings/csv-import';
/** The INFORM Act form (the spec names the button, not its path: ours). */
export const INFORM_ACT_FORM_PATH = '/selling/inform_act';

/** What a vacation's cause says and where it sends the user (spec §4.3's table). */
export interface VacationCause {
  /** The reason ('' for a vacation the user took). */
  text: string;
  action: { label: string; href: string };
  /** The user may turn it off on /settings/vacation (one they took, without a cause; server's `liftRefusal`). */
  liftable: boolean;
}

/**
 * The reason and button of a vacation by its cause (spec §4.3): made by an admin or for a high refund
 * rate → Support (spec §6); a disconnected marketplace → connected accounts; slow imports → the CSV
 * import; the INFORM Act → its form; otherwise the user's own, settled on the vacation settings. The
 * banner and /settings/vacation both read it.
 */
export function vacationCause(vacation: Pick<Vacation, 'generated_by' | 'details'>): VacationCause {
  if (vacation.generated_by === 'admin' || vacation.details === 'high_refund_rate') {
    return {
      text: 'Please contact Support to re-activate your account.',
      action: { label: 'Contact Support', href: CONTACT_SUPPORT },
      liftable: false,
    };
  }
  if (vacation.details?.endsWith('_disconnect')) {
    return {
      text: 'Your connected account is disconnected.',
      action: { label: 'Connected Accounts', href: CONNECTED_ACCOUNTS_PATH },
      liftable: false,
    };
  }
  if (vacation.details === 'slow_import_frequency') {
    return {
      text: 'Inventory upload has slowed, your account is now in vacation mode.',
      action: { label: 'Update Your Inventory', href: CSV_IMPORT_PATH },
      liftable: false,
    };
  }
  if (vacation.details === 'inform_act_compliance') {
    return {
      text: 'You are not compliant with the INFORM Act.',
      action: { label: 'Submit INFORM Act Form here', href: INFORM_ACT_FORM_PATH },
      liftable: false,
    };
  }
  if (vacation.details) {
    // A cause this client does not know yet: the server refuses to lift it too, so Support it is.
    return {
      text: 'Please contact Support to re-activate your account.',
      action: { label: 'Contact Support', href: CONTACT_SUPPORT },
      liftable: false,
    };
  }
  return { text: '', action: { label: 'Update Settings', href: VACATION_SETTINGS_PATH }, liftable: true };
}
