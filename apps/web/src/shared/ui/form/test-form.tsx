import type { ReactNode } from 'react';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { expect, vi } from 'vitest';
import { z } from '@ongi/shared';
import type { FieldValues } from 'react-hook-form';
import { Button } from '../button';
import { ModalHost } from '../modal';
import { SpecForm, useSpecForm, type SpecFormOptions } from './index';

// The component tests' frame: a kit form as a screen writes it, beside the
// app's modal host (its alert is how the kit tells a failure) and inside a
// query client of its own (a cascading select may load its options), and
// what the form handed its onSubmit. Not part of the app: only *.test.tsx
// import it.

// findBy and waitFor wait up to 10 s, as the journeys do (Vitest's poll default there): the
// first render of an on-demand editor, or a focus two animation frames after an alert closes,
// can take more than their default second when both cores are busy. A test may then run past
// Vitest's default 5 s, so the files that render through here allow 30.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

type AnySchema = z.ZodType<FieldValues, FieldValues>;

/** A rule in the spec's order: whether the values fail it, the field it is about, its sentence. */
export type Rule<V> = [fails: (values: V) => boolean, path: string, message: string];

/** A schema of string fields checked rule by rule, reporting the first failure only, as the shared schemas do. */
export function rulesSchema<V extends Record<string, unknown>>(shape: { [K in keyof V]: z.ZodType<V[K]> }, rules: readonly Rule<V>[]) {
  return z.object(shape as z.ZodRawShape).superRefine((values, context) => {
    const failing = rules.find(([fails]) => fails(values as V));
    if (failing) context.addIssue({ code: 'custom', path: failing[1].split('.'), message: failing[2] });
  }) as unknown as AnySchema;
}

function KitForm({
  schema,
  options,
  onSubmit,
  children,
}: {
  schema: AnySchema;
  options?: SpecFormOptions<FieldValues>;
  onSubmit: (values: FieldValues) => void;
  children: ReactNode;
}) {
  const form = useSpecForm(schema, options);
  return (
    <SpecForm form={form} aria-label="시험 양식" onSubmit={onSubmit}>
      {children}
      <Button type="submit">저장</Button>
    </SpecForm>
  );
}

/** Renders the fields in a kit form of `schema`; `submitted` collects what passed the schema. */
export function renderKitForm(schema: AnySchema, children: ReactNode, options?: SpecFormOptions<FieldValues>) {
  const submitted: FieldValues[] = [];
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <div id="root">
        <KitForm schema={schema} options={options} onSubmit={(values) => submitted.push(values)}>
          {children}
        </KitForm>
      </div>
      <ModalHost />
    </QueryClientProvider>,
  );
  return { user, submitted };
}

/** Presses 저장, expects the kit's alert to say `message`, closes it with 확인 and waits for the focus to land on `field`. */
export async function expectAlertThenFocus(user: ReturnType<typeof userEvent.setup>, message: string, field: HTMLElement) {
  await user.click(screen.getByRole('button', { name: '저장' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog.textContent).toContain(message);
  await user.click(screen.getByRole('button', { name: '확인' }));
  await waitFor(() => expect(document.activeElement).toBe(field));
  expect(screen.queryByRole('alertdialog')).toBeNull();
}
