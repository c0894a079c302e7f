import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { brToNewlines, messages, venuePlacePath, type InvitationSaved } from '@ongi/shared';
import { ApiError } from '@web/shared/lib/api';
import { useUploadProgress } from '@web/shared/ui/form';
import { alert, confirm } from '@web/shared/ui/modal';
import { useSaveInvitation, type InvitationFormKind } from '../api';

/** The field a server's refusal is about, by its sentence (the same sentences the browser checks). */
const refusalFields: Record<string, string> = {
  [messages.invitation.funeralHomeRequired]: 'partnerSeq',
  [messages.invitation.venueRequired]: 'eventLocationName',
  [messages.invitationPlace.venueNotFound]: venuePlacePath,
  [messages.invitationPlace.eventDatePast]: 'eventDate',
  [messages.invitationPlace.funeralDatePast]: 'funeralDate',
  [messages.invitation.campaignCategoryRequired]: 'categoryCampaignSeq',
  [messages.invitation.donationRequired]: 'categoryDonationSeq',
  [messages.invitation.campaignRequired]: 'campaignSeq',
  [messages.invitation.tooManyPhotos]: 'gallery',
  [messages.invitation.photoType]: 'gallery',
  [messages.invitation.photoSize]: 'gallery',
};

export const refusalFieldOf = (error: ApiError) => refusalFields[error.message];

interface Submission {
  json: unknown;
  mainImage: File | null;
  attachList: File[];
}

interface SubmitOptions {
  kind: InvitationFormKind;
  seq?: number;
  /** Tells a refusal as the form tells its own failures, and keeps everything typed. */
  refuse: (error: unknown) => Promise<void>;
  /** The draft is forgotten once the invitation is saved. */
  discardDraft: () => void;
  /** Whether anything was typed since the form opened (leaving then asks first). */
  isDirty: () => boolean;
  onSaved: (saved: InvitationSaved) => void;
}

/**
 * Saving an invitation: the multipart request with its upload progress, the
 * server's sentence as the spec words it (its <br> shown as line breaks),
 * then the guest page. A refusal is told and the form stays as it was. Leaving
 * the form in the app with unsaved changes asks first.
 */
export function useInvitationSubmit({ kind, seq, refuse, discardDraft, isDirty, onSaved }: SubmitOptions) {
  const save = useSaveInvitation();
  const progress = useUploadProgress();
  const saved = useRef(false);
  const [done, setDone] = useState(false);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => !saved.current && currentLocation.pathname !== nextLocation.pathname && isDirty());
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm(messages.invitation.leaveConfirm).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker]);

  const submit = useCallback(
    (submission: Submission) =>
      save.mutate(
        { kind, seq, ...submission, upload: progress.start() },
        {
          onSuccess: async (result) => {
            saved.current = true;
            setDone(true);
            discardDraft();
            await alert(brToNewlines(result.message));
            onSaved(result);
          },
          onError: async (error) => {
            progress.reset();
            await refuse(error);
          },
        },
      ),
    [save, kind, seq, progress, discardDraft, refuse, onSaved],
  );

  return { submit, saving: save.isPending || done, progress: progress.fraction };
}
