type Choice<V> = { value: V; label: string };

type ChoiceQuestionProps<V extends string | number | boolean> = {
  /** The group's name (one per question) and the id the "missing" state points at. */
  name: string;
  legend: string;
  choices: readonly Choice<V>[];
  value: V | undefined;
  invalid: boolean;
  onChange: (value: V) => void;
  className?: string;
};

/**
 * One question as a group of native radio buttons with large labels: arrow keys move between
 * the choices, Tab moves between questions, and a screen reader hears the legend.
 */
export function ChoiceQuestion<V extends string | number | boolean>({
  name,
  legend,
  choices,
  value,
  invalid,
  onChange,
  className,
}: ChoiceQuestionProps<V>) {
  return (
    <fieldset
      className={['survey-question', className].filter(Boolean).join(' ')}
      data-question={name}
      aria-invalid={invalid || undefined}
    >
      <legend className="survey-question__legend">{legend}</legend>
      <div className="survey-question__choices">
        {choices.map((choice) => (
          <label key={String(choice.value)} className="survey-choice">
            <input
              type="radio"
              name={name}
              value={String(choice.value)}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
