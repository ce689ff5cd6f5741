import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { AlertType } from '@placard/contract';
import { useFormMessage } from '../../../components/form/formMessage';
import type { AlertLook } from './AlertLookFields';

/** Where a form keeps an alert's type and colours. */
export type AlertLookNames<F extends FieldValues> = {
  type: FieldPathByValue<F, AlertType>;
  backgroundColor: FieldPathByValue<F, string>;
  textColor: FieldPathByValue<F, string>;
};

/** AlertLookFields' value, changes and messages, bound to a form's type and colour fields. */
export function useAlertLookFields<F extends FieldValues, O>(
  control: Control<F, unknown, O>,
  names: AlertLookNames<F>,
) {
  const translate = useFormMessage();
  const type = useController({ control, name: names.type });
  const backgroundColor = useController({ control, name: names.backgroundColor });
  const textColor = useController({ control, name: names.textColor });
  const value: AlertLook = {
    type: type.field.value as AlertType,
    backgroundColor: backgroundColor.field.value as string,
    textColor: textColor.field.value as string,
  };
  return {
    value,
    onChange: (look: AlertLook) => {
      type.field.onChange(look.type);
      backgroundColor.field.onChange(look.backgroundColor);
      textColor.field.onChange(look.textColor);
    },
    errors: {
      backgroundColor: translate(backgroundColor.fieldState.error?.message),
      textColor: translate(textColor.fieldState.error?.message),
    },
  };
}
