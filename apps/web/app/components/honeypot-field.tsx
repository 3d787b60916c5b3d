/**
 * The anti-spam field (a honeypot): a form-filling bot fills it, the API then drops the request.
 * The wrapper's `hidden` keeps it away from people and assistive technology alike, and the input
 * stays out of the tab order and autofill; it still travels in the form's data (empty).
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div hidden>
      <label>
        {label}
        <input name="website" type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
