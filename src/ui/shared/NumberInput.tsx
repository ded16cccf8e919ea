import type { WheelEvent } from 'react';
import { TextField, type TextFieldProps } from './TextField';

/**
 * A number field that ignores the mouse wheel (docs/rules/credentials.md): a browser changes a focused
 * number input on scroll, so an amount could change as the customer scrolls the page. Blurring on
 * wheel lets the page scroll and leaves the value alone. (React's wheel listener is passive, so
 * preventDefault would not work here.)
 */
export function NumberInput(props: Omit<TextFieldProps, 'type'>) {
  const { onWheel, ...rest } = props;
  return (
    <TextField
      {...rest}
      type="number"
      onWheel={(event: WheelEvent<HTMLInputElement>) => {
        event.currentTarget.blur();
        onWheel?.(event);
      }}
    />
  );
}
