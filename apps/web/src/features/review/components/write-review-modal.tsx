import { useController, useWatch } from 'react-hook-form';
import {
  createReviewSchema,
  messages,
  photoLimits,
  reviewPhotoMax,
  reviewPhotoMaxBytes,
  reviewPhotoTypes,
  reviewTextMax,
  z,
  type CreateReviewInput,
} from '@ongi/shared';
import { Button } from '@web/shared/ui/button';
import {
  CheckboxField,
  FormFailure,
  ImageListField,
  imageListParts,
  SpecForm,
  TextAreaField,
  UploadProgress,
  useSpecForm,
  useUploadProgress,
  type ImageItem,
  type ImageRules,
} from '@web/shared/ui/form';
import { Dialog, type ModalControls } from '@web/shared/ui/modal';
import { useCreateReview } from '../api';
import { RatingInput } from './rating-input';
import styles from './write-review-modal.module.css';

/** What the order row hands to the modal. */
export interface WriteReviewTarget {
  orderNum: string;
  categoryName: string | null;
  campaignName: string | null;
}

/** Closes with the server's sentence once the review is written, or undefined. */
type Props = WriteReviewTarget & ModalControls<string>;

/** The review as the server checks it, and the photos beside it (sent as files). */
const reviewFormSchema = createReviewSchema.safeExtend({ photos: z.array(z.custom<ImageItem>()).default([]) });

const photoRules: Omit<ImageRules, 'max'> = {
  types: reviewPhotoTypes,
  maxBytes: reviewPhotoMaxBytes,
  messages: { tooMany: messages.review.tooManyPhotos, type: messages.review.photoType, size: messages.review.photoSize },
};
const accept = [...reviewPhotoTypes, '.jpg', '.jpeg', '.gif', '.png'].join(',');

/**
 * The write-review modal (spec 000 §4, §5): half-star rating, text, up to 5
 * photos with thumbnails, and whether the partner's name may be shown. The
 * shared schema checks first (first failure wins) and photos are checked as
 * they are picked; the upload shows its progress. Success closes the modal
 * with the sentence to announce (상품평이 등록되었습니다.).
 *
 * Failures show inside the modal (the kit's inline report) rather than in an
 * alert: an alert would take the modal's place and what was typed would go.
 */
export function WriteReviewModal({ orderNum, categoryName, campaignName, close, titleId, descriptionId, returnFocusTo }: Props) {
  const form = useSpecForm(reviewFormSchema, { report: 'inline', defaultValues: { orderNum } });
  const rating = useController({ control: form.control, name: 'reviewRating' });
  const upload = useUploadProgress();
  const create = useCreateReview();
  const busy = create.isPending;

  const send = ({ photos, ...review }: CreateReviewInput & { photos: ImageItem[] }) => {
    const { files } = imageListParts(photos);
    create.mutate(
      { review, photos: files, upload: upload.start() },
      {
        // Whoever opened the modal tells the person (spec: the modal closes, then notifies).
        onSuccess: (result) => close(result?.message || messages.review.created),
        onError: (failure) => {
          upload.reset();
          void form.refuse(failure);
        },
      },
    );
  };

  const dismiss = () => {
    upload.abort();
    close();
  };

  const formId = `${titleId}-form`;
  const campaign = [categoryName, campaignName].filter(Boolean).join(' · ');
  const photoCount = (useWatch({ control: form.control, name: 'photos' }) ?? []).length;

  return (
    <Dialog
      title="상품평 쓰기"
      description={
        <span className={styles.target}>
          {campaign ? <span className={styles.campaign}>{campaign}</span> : null}
          <span className={styles.orderNum}>주문번호 {orderNum}</span>
        </span>
      }
      ids={{ titleId, descriptionId }}
      size="md"
      onDismiss={dismiss}
      returnFocusTo={returnFocusTo}
      actions={
        <>
          <Button variant="secondary" onClick={dismiss}>
            취소
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {busy ? '등록 중' : '등록'}
          </Button>
        </>
      }
    >
      <SpecForm form={form} onSubmit={send} id={formId} className={styles.form} aria-labelledby={titleId}>
        <RatingInput
          name="reviewRating"
          value={Number(rating.field.value) || 0}
          onChange={(value) => {
            rating.field.onChange(value);
            form.clearErrors('reviewRating');
          }}
          error={form.formState.errors.reviewRating?.message}
          disabled={busy}
        />

        <TextAreaField
          name="reviewText"
          label="상품평"
          rows={5}
          counter
          maxLength={reviewTextMax}
          placeholder="기부화환과 초대장을 이용하신 경험을 들려주세요."
          disabled={busy}
        />

        <ImageListField
          name="photos"
          label={
            <>
              사진 <span className={styles.optional}>(선택)</span>
            </>
          }
          max={reviewPhotoMax}
          rules={photoRules}
          accept={accept}
          disabled={busy}
          hint={`JPG, GIF, PNG 사진을 한 장에 ${photoLimits.reviewMaxMb}MB까지, 최대 ${reviewPhotoMax}장 올릴 수 있습니다.`}
        />

        <CheckboxField name="showPartnerCompany" label="파트너(예식장/장례식장) 이름 공개" values={['Y', 'N']} disabled={busy} />

        <UploadProgress fraction={upload.fraction} label={photoCount > 0 ? '사진을 올리는 중' : '등록하는 중'} />
        <FormFailure />
      </SpecForm>
    </Dialog>
  );
}
