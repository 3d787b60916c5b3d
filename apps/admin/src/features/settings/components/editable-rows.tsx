import type { ReactNode } from 'react';

/**
 * A list of form rows (icons, screenshots, shop items, ad slots): each row's fields with its
 * Remove button, then the list's Add button.
 */
export function EditableRows({
  rows,
  children,
  removeLabel,
  onRemove,
  addLabel,
  onAdd,
}: {
  rows: readonly { id: string }[];
  children: (index: number) => ReactNode;
  removeLabel: (index: number) => string;
  onRemove: (index: number) => void;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <>
      <ol className="settings-rows">
        {rows.map((row, index) => (
          <li key={row.id} className="settings-row">
            {children(index)}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onRemove(index)}
            >
              {removeLabel(index)}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--secondary" onClick={onAdd}>
        {addLabel}
      </button>
    </>
  );
}
