import type { Control } from 'react-hook-form';
import type { TAlertForm, TAlertRequest } from './alertForm';

/** The alert form's control, as each of its fields takes it. */
export type AlertFormControl = Control<TAlertForm, unknown, TAlertRequest>;
