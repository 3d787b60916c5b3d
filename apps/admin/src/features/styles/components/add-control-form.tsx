import { ControlNameSchema, normalizeControlName } from '@bar/domain/styles/schema';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 'Nuevo control': a control name, checked, handed to `onAdd` normalised. */
export function AddControlForm({ onAdd }: { onAdd: (name: string) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [newControl, setNewControl] = useState('');
  const [controlError, setControlError] = useState('');
  const addControl = (event: FormEvent) => {
    event.preventDefault();
    const name = normalizeControlName(newControl);
    if (!name) return;
    if (!ControlNameSchema.safeParse(name).success) {
      setControlError(t('stylesTab.bar.controlInvalid'));
      return;
    }
    setControlError('');
    onAdd(name);
    setNewControl('');
  };
  return (
    <form className="styles-inline-form" onSubmit={addControl}>
      <label htmlFor={`${id}-new-control`}>{t('stylesTab.bar.newControl')}</label>
      <input
        id={`${id}-new-control`}
        value={newControl}
        maxLength={40}
        aria-invalid={controlError ? true : undefined}
        aria-describedby={`${id}-new-control-hint`}
        onChange={(e) => setNewControl(e.target.value)}
      />
      <button type="submit">{t('stylesTab.bar.addControl')}</button>
      <span
        id={`${id}-new-control-hint`}
        className={controlError ? 'kit-field__error' : 'kit-field__hint'}
      >
        {controlError || t('stylesTab.bar.newControlHint')}
      </span>
    </form>
  );
}
