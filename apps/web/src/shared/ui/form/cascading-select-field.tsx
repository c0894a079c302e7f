import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { emptyLike } from './cascade';
import { SelectField, type Option, type OptionValue } from './fields';
import styles from './form.module.css';

type ChildQuery<V extends OptionValue> = UseQueryOptions<readonly Option<V>[], Error, readonly Option<V>[], QueryKey>;

interface SelectConfig {
  name: string;
  label: string;
  placeholder: string;
  hideLabel?: boolean;
  hint?: string;
}

export interface CascadingSelectFieldProps<P extends OptionValue, C extends OptionValue> {
  parent: SelectConfig & { options: readonly Option<P>[] };
  child: SelectConfig;
  /**
   * The child's options for a chosen parent: a list at hand (a category
   * tree's children), or a query keyed on the parent (a partner's halls).
   */
  childOptions: (parent: P) => readonly Option<C>[] | ChildQuery<C>;
  /** Other values that hang on the child (a campaign under a recipient): cleared with it when the parent changes. */
  clears?: readonly string[];
  valueAs?: 'string' | 'number';
  /** After the parent changed and the child was cleared (centre a map, reload a partner's campaigns). */
  onParentChange?: (value: P | null) => void;
  onChildChange?: (value: C | null) => void;
  disabled?: boolean;
}

const isQuery = <C extends OptionValue>(value: readonly Option<C>[] | ChildQuery<C>): value is ChildQuery<C> => !Array.isArray(value);
const noOptions: readonly never[] = [];

/**
 * A parent select and a child select whose options follow the parent.
 * Changing the parent clears the child and whatever hangs on it, so no
 * choice outlives the branch it was made in.
 */
export function CascadingSelectField<P extends OptionValue, C extends OptionValue>({
  parent,
  child,
  childOptions,
  clears = [],
  valueAs = 'number',
  onParentChange,
  onChildChange,
  disabled,
}: CascadingSelectFieldProps<P, C>) {
  const { control, getValues, setValue } = useFormContext<FieldValues>();
  const parentValue = useWatch({ control, name: parent.name }) as P | null | '' | undefined;
  const chosen = parentValue !== null && parentValue !== undefined && parentValue !== '';
  const source = chosen ? childOptions(parentValue) : noOptions;
  const query = useQuery<readonly Option<C>[], Error, readonly Option<C>[], QueryKey>(
    isQuery(source) ? source : { queryKey: ['form-kit', 'no-query'], queryFn: () => noOptions, enabled: false },
  );
  const options = isQuery(source) ? (query.data ?? noOptions) : source;
  const loading = isQuery(source) && query.isPending;
  const failed = isQuery(source) && query.isError;

  const clearDependants = () => {
    for (const name of clears) setValue(name, emptyLike(getValues(name)), { shouldDirty: true });
  };
  const clearChild = () => {
    setValue(child.name, valueAs === 'number' ? null : '', { shouldDirty: true });
    clearDependants();
  };

  return (
    <>
      <SelectField<P>
        name={parent.name}
        label={parent.label}
        hideLabel={parent.hideLabel}
        hint={parent.hint}
        placeholder={parent.placeholder}
        options={parent.options}
        valueAs={valueAs}
        disabled={disabled}
        onValueChange={(value) => {
          clearChild();
          onParentChange?.(value === '' ? null : value);
        }}
      />
      <SelectField<C>
        name={child.name}
        label={child.label}
        hideLabel={child.hideLabel}
        hint={
          failed ? (
            <>
              목록을 불러오지 못했습니다.{' '}
              <button type="button" className={styles.inlineButton} onClick={() => void query.refetch()}>
                다시 불러오기
              </button>
            </>
          ) : (
            child.hint
          )
        }
        placeholder={loading && chosen ? '불러오는 중…' : child.placeholder}
        options={options}
        valueAs={valueAs}
        disabled={disabled || !chosen || loading}
        onValueChange={(value) => {
          clearDependants();
          onChildChange?.(value === '' ? null : value);
        }}
      />
    </>
  );
}
