/** Inline error message under a field (GOV.UK pattern): 'Error:' is read out before the message. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="field-error">
      <span className="visually-hidden">Error:</span> {message}
    </p>
  );
}
