import { createContext, useCallback, useContext, useMemo, useRef, useState, type RefObject } from 'react';
import { useForm, type FieldValues, type Path, type SubmitHandler, type UseFormHandleSubmit, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, type z } from '@ongi/shared';
import { afterModalClose } from '@web/shared/lib/after-modal';
import { ApiError, errorMessage } from '@web/shared/lib/api';
import { alert } from '../modal';
import { schemaDefaults } from './defaults';
import { firstFailureOf, focusTargetOf, pickControl, type Failure, type FocusRules, type FocusTarget, type NamedControl } from './failure';

/**
 * How a failure is told. 'alert': the app's alert, then the focus on the
 * field once it has closed (the spec's way). 'inline': the sentence at the
 * field and the focus at once, for a form inside a modal, where an alert
 * would take the modal's place.
 */
export type FailureReport = 'alert' | 'inline';

export interface SpecFormOptions<TInput extends FieldValues, TOutput = TInput> extends Omit<
  UseFormProps<TInput, unknown, TOutput>,
  'resolver' | 'defaultValues' | 'shouldFocusError'
> {
  /** Laid over the schema's own defaults (a stored record, a choice carried from the step before). */
  defaultValues?: Partial<TInput>;
  /** Which control stands for a failing path when it is not the field of that name. */
  focus?: FocusRules<TInput>;
  report?: FailureReport;
  /** The field a server refusal is about, when the form knows it from the status or the sentence. */
  refusalField?: (error: ApiError, values: TInput) => string | undefined;
}

export interface SpecFormKit {
  report: FailureReport;
  /** Tells one failure (a rule the schema cannot see, a refused file) as the form tells its own. */
  fail: (failure: { path?: string; message: string }) => Promise<void>;
  /** Moves the focus to the control standing for `path`. */
  focusField: (path: string) => void;
}

export interface SpecForm<TInput extends FieldValues, TOutput> extends UseFormReturn<TInput, unknown, TOutput>, SpecFormKit {
  /** handleSubmit that tells the first failure and focuses its field; `onValid` gets the schema's output. */
  submit: (onValid: SubmitHandler<TOutput>) => ReturnType<UseFormHandleSubmit<TInput, TOutput>>;
  /** A refused request: the server's sentence, then the focus on the field it is about (`path`, or `refusalField`). Nothing typed is cleared. */
  refuse: (error: unknown, path?: string) => Promise<void>;
  formRef: RefObject<HTMLFormElement | null>;
}

const KitContext = createContext<SpecFormKit | null>(null);
export const SpecFormKitProvider = KitContext.Provider;

/** The kit of the form around a field (inside <SpecForm>). */
export function useSpecFormKit(): SpecFormKit {
  const kit = useContext(KitContext);
  if (!kit) throw new Error('useSpecFormKit: a kit field must sit inside <SpecForm>');
  return kit;
}

type Control = HTMLElement & NamedControl;

/** Focus, and bring into view, the control `target` names. */
function focusTarget(root: ParentNode, target: FocusTarget) {
  if (!target) return;
  let element: HTMLElement | undefined;
  if (typeof target === 'string') {
    const controls = Array.from(root.querySelectorAll<Control>('[name]')).filter(
      (control) => !(control instanceof HTMLInputElement && control.type === 'hidden') && !(control as { disabled?: boolean }).disabled,
    );
    element = pickControl(controls, target);
  } else {
    element = target;
  }
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center', inline: 'nearest' });
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * react-hook-form with the shared zod schema as its resolver and the spec's
 * way of failing: the first failing rule is told (alerted) and its field
 * focused; what was typed stays.
 */
export function useSpecForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: SpecFormOptions<z.input<S>, z.output<S>> = {},
): SpecForm<z.input<S>, z.output<S>> {
  type Input = z.input<S>;
  type Output = z.output<S>;
  const { defaultValues, focus, report = 'alert', refusalField, ...rest } = options;
  const resolver = useMemo(() => zodResolver(schema) as unknown as UseFormProps<Input, unknown, Output>['resolver'], [schema]);
  // Read once, as useForm reads its defaults once.
  const [defaults] = useState(() => ({ ...schemaDefaults(schema), ...defaultValues }) as UseFormProps<Input>['defaultValues']);
  const form = useForm<Input, unknown, Output>({ ...rest, resolver, defaultValues: defaults, shouldFocusError: false });
  const formRef = useRef<HTMLFormElement | null>(null);
  const latest = useRef({ focus, refusalField });
  latest.current = { focus, refusalField };
  const { getValues, setError, handleSubmit } = form;

  const focusField = useCallback(
    (path: string) => focusTarget(formRef.current ?? document, focusTargetOf(path, latest.current.focus, getValues())),
    [getValues],
  );

  const fail = useCallback(
    async ({ path, message }: { path?: string; message: string }) => {
      if (report === 'inline') {
        setError((path || 'root.server') as Path<Input>, { type: 'spec', message });
        // The field is on screen already (only its sentence is new): the focus goes there at once.
        if (path) focusField(path);
        return;
      }
      await alert(message);
      if (path) afterModalClose(() => focusField(path));
    },
    [report, setError, focusField],
  );

  const submit = useCallback(
    (onValid: SubmitHandler<Output>) =>
      handleSubmit(onValid, async (errors) => {
        const first: Failure | null = firstFailureOf(errors);
        await fail(first ?? { message: messages.common.badRequest });
      }),
    [handleSubmit, fail],
  );

  const refuse = useCallback(
    async (error: unknown, path?: string) => {
      if (isAbort(error)) return;
      const field = path ?? (error instanceof ApiError ? latest.current.refusalField?.(error, getValues()) : undefined);
      await fail({ path: field, message: errorMessage(error) });
    },
    [fail, getValues],
  );

  return { ...form, report, fail, focusField, submit, refuse, formRef };
}
