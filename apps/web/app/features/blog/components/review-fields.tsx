import { useTranslation } from '../../../lib/lite-i18n/react-i18next';

export type ReviewValues = {
  name: string;
  email: string;
  phone: string;
  rating: number | null;
  comment: string;
  consent: boolean;
};

export const emptyReview: ReviewValues = {
  name: '',
  email: '',
  phone: '',
  rating: null,
  comment: '',
  consent: false,
};

export type ReviewField = 'name' | 'email' | 'phone' | 'rating' | 'consent';

/** The props an input gets when the current error is about it: marked and described by the error. */
export const invalidProps = (
  field: ReviewField,
  fields: readonly ReviewField[],
  errorId: string,
) => (fields.includes(field) ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});

type RatingProps = {
  name: string;
  value: number | null;
  onChange: (rating: number) => void;
  invalid: boolean;
  errorId: string;
};

/** 1-5 stars as native radio buttons in a fieldset: arrow keys move, the legend names them. */
export function RatingField({ name, value, onChange, invalid, errorId }: RatingProps) {
  const { t } = useTranslation();
  return (
    <fieldset
      className="review-rating"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend>{t('blog.review.rating')}</legend>
      <div className="review-rating__stars">
        {[1, 2, 3, 4, 5].map((count) => (
          <label key={count} className="review-rating__star">
            <input
              type="radio"
              name={name}
              value={count}
              checked={value === count}
              onChange={() => onChange(count)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('blog.review.stars', { count })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
