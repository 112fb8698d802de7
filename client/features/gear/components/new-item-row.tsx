import { Plus } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { NAME_MAX_LENGTH } from '@domain/limits';
import type { WeightUnit } from '@domain/weight-units';
import { isWeightError, readOptionalWeight } from '@client/lib/weight-input';
import type { GearCategory, NewGearItem } from '@client/lib/api/gear-types';
import { lengthError } from '@client/lib/text-limit';

interface NewItemRowProps {
  categories: GearCategory[];
  unit: WeightUnit;
  /** The category new items start in (the filtered one, if any). */
  defaultCategoryId: string | null;
  onCreate: (item: NewGearItem) => void;
  /** The name input, for the `n` shortcut. */
  nameRef: RefObject<HTMLInputElement | null>;
}

/**
 * Always at the top of the list: type a name (and a weight), press Enter, and the item is there;
 * the fields clear and focus stays for the next one. The category stays as chosen.
 */
export function NewItemRow({
  categories,
  unit,
  defaultCategoryId,
  onCreate,
  nameRef,
}: NewItemRowProps) {
  const [name, setName] = useState('');
  const [weight, setWeight] = useState('');
  const [chosenCategory, setChosenCategory] = useState<string | null>(null);
  const [error, setError] = useState<{ field: 'name' | 'weight'; message: string } | null>(null);
  const ids = { name: useId(), weight: useId(), category: useId(), error: useId() };
  // A category chosen here wins; a deleted one falls back to the default.
  const categoryId =
    chosenCategory !== null &&
    (chosenCategory === '' || categories.some((c) => c.id === chosenCategory))
      ? chosenCategory
      : (defaultCategoryId ?? '');

  function submit() {
    const trimmed = name.trim();
    const nameProblem =
      trimmed === '' ? 'Type a name first' : lengthError(trimmed, NAME_MAX_LENGTH);
    if (nameProblem) {
      setError({ field: 'name', message: nameProblem });
      nameRef.current?.focus();
      return;
    }
    const parsed = readOptionalWeight(weight, unit);
    if (isWeightError(parsed)) {
      setError({ field: 'weight', message: parsed.error });
      return;
    }
    onCreate({
      name: trimmed,
      weightMg: parsed.mg,
      weightUnit: parsed.unit,
      categoryId: categoryId || null,
    });
    setName('');
    setWeight('');
    setError(null);
    nameRef.current?.focus();
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };
  const describedBy = (field: 'name' | 'weight') =>
    error?.field === field ? ids.error : undefined;

  return (
    <div className="new-item-row" role="group" aria-label="Add an item">
      <span className="new-item-icon" aria-hidden="true">
        <Plus size={18} />
      </span>
      <div className="new-item-field new-item-name">
        <label htmlFor={ids.name} className="visually-hidden">
          New item name
        </label>
        <input
          ref={nameRef}
          id={ids.name}
          className="input"
          placeholder="Add an item… (press N)"
          autoComplete="off"
          aria-keyshortcuts="n"
          aria-invalid={error?.field === 'name' || undefined}
          aria-describedby={describedBy('name')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            // Past the limit (a pasted name): said at once, and nothing is added until it fits.
            const tooLong = lengthError(event.target.value, NAME_MAX_LENGTH);
            if (tooLong) setError({ field: 'name', message: tooLong });
            else if (error?.field === 'name') setError(null);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="new-item-field new-item-weight">
        <label htmlFor={ids.weight} className="visually-hidden">
          New item weight
        </label>
        <input
          id={ids.weight}
          className="input numeric"
          placeholder={`Weight (${unit})`}
          autoComplete="off"
          inputMode="text"
          aria-invalid={error?.field === 'weight' || undefined}
          aria-describedby={describedBy('weight')}
          value={weight}
          onChange={(event) => {
            setWeight(event.target.value);
            if (error?.field === 'weight') setError(null);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="new-item-field new-item-category">
        <label htmlFor={ids.category} className="visually-hidden">
          New item category
        </label>
        <select
          id={ids.category}
          className="input"
          value={categoryId}
          onChange={(event) => setChosenCategory(event.target.value)}
        >
          <option value="">No category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button button-primary new-item-add" onClick={submit}>
        Add<span className="visually-hidden"> item</span>
      </button>
      {error && (
        <p id={ids.error} className="field-error new-item-error" role="alert">
          {error.message}
        </p>
      )}
    </div>
  );
}
