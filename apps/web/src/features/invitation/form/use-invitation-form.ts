import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { InvitationCheckContext, InvitationSaved, z } from '@ongi/shared';
import { useSpecForm, type FocusRules, type ImageItem } from '@web/shared/ui/form';
import type { InvitationFormKind } from '../api';
import { photoFilesOf } from './photos';
import { useDraft } from './use-draft';
import { refusalFieldOf, useInvitationSubmit } from './use-invitation-submit';

interface InvitationFormOptions<V, R> {
  kind: InvitationFormKind;
  /** The invitation being edited; absent for a new one. */
  seq?: number;
  /** A member's session (a logged-out host gives a name and phone instead). */
  member: boolean;
  initialValues: V;
  /** The kind's form schema: the shared request schema run on the request the values make. */
  schemaOf: (base: Omit<InvitationCheckContext, 'photos'>) => z.ZodType<R, V>;
  focus: FocusRules<V>;
  onSaved: (saved: InvitationSaved) => void;
}

/**
 * What both invitation forms do around their fields: the form kit on the
 * kind's schema (create or edit, logged in or not), the draft kept while
 * typing, and the save with its upload progress.
 */
export function useInvitationForm<V extends FieldValues & { mainImage: ImageItem | null; gallery: ImageItem[] }, R extends FieldValues>({
  kind,
  seq,
  member,
  initialValues,
  schemaOf,
  focus,
  onSaved,
}: InvitationFormOptions<V, R>) {
  const mode = seq === undefined ? 'create' : 'edit';
  const schema = useMemo(() => schemaOf({ mode, loggedIn: mode === 'edit' || member }), [schemaOf, mode, member]);
  const form = useSpecForm(schema, { defaultValues: initialValues, focus, refusalField: (error) => refusalFieldOf(error) });
  const { discard } = useDraft(form, { kind, seq: seq ?? null });
  // Read while rendering, so react-hook-form keeps it (leaving asks only when something changed).
  const dirty = form.formState.isDirty;
  const { submit, saving, progress } = useInvitationSubmit({ kind, seq, refuse: form.refuse, discardDraft: discard, isDirty: () => dirty, onSaved });
  return {
    mode,
    form,
    saving,
    progress,
    /** A logged-out host's name and phone are asked only when one makes an invitation. */
    showNonMember: mode === 'create' && !member,
    onSubmit: (request: R) => submit({ json: request, ...photoFilesOf(form.getValues() as V) }),
  } as const;
}
