import { Suspense, useMemo, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type SubmitHandler } from 'react-hook-form';
import { PageLoading } from '../page-loading';
import { SpecFormKitProvider, type SpecForm as SpecFormValue } from './use-spec-form';

export interface SpecFormProps<TInput extends FieldValues, TOutput> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  form: SpecFormValue<TInput, TOutput>;
  /** Called with the schema's output once every rule passes. */
  onSubmit: SubmitHandler<TOutput>;
  children: ReactNode;
}

/**
 * The <form> of a kit form: the browser's own validation off (the spec's
 * messages speak instead), the form's state and kit given to its fields.
 * A field whose code loads on demand (the rich-text editor) holds the whole
 * form back until it arrives, so the form appears at once and no field or
 * button moves under a pointer or a thumb already on its way.
 */
export function SpecForm<TInput extends FieldValues, TOutput>({ form, onSubmit, children, ...attributes }: SpecFormProps<TInput, TOutput>) {
  const { report, fail, focusField } = form;
  const kit = useMemo(() => ({ report, fail, focusField }), [report, fail, focusField]);
  return (
    <FormProvider {...form}>
      <SpecFormKitProvider value={kit}>
        <form ref={form.formRef} noValidate {...attributes} onSubmit={form.submit(onSubmit)}>
          <Suspense fallback={<PageLoading label="입력란을 불러오는 중입니다" />}>{children}</Suspense>
        </form>
      </SpecFormKitProvider>
    </FormProvider>
  );
}
