import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, X } from 'lucide-react';
import {
  createReviewSchema,
  messages,
  photoLimits,
  reviewPhotoMax,
  reviewPhotoMaxBytes,
  reviewPhotoTypes,
  reviewTextMax,
  type CreateReviewInput,
} from '@ongi/shared';
import { errorMessage } from '../../../shared/lib/api';
import { Button } from '../../../shared/ui/button';
import { Dialog, type ModalControls } from '../../../shared/ui/modal';
import { reviewApi, reviewQueries } from '../api';
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

interface Photo {
  id: number;
  file: File;
  /** An object URL for the thumbnail, revoked when the photo goes. */
  preview: string;
}

type ErrorPlace = 'rating' | 'text' | 'photos' | 'form';
interface FormError {
  place: ErrorPlace;
  message: string;
}

const acceptedTypes: readonly string[] = reviewPhotoTypes;
const accept = [...reviewPhotoTypes, '.jpg', '.jpeg', '.gif', '.png'].join(',');

/** The first reason these photos cannot be added, in the order a person would fix them. */
function photoProblem(current: number, added: readonly File[]): string | null {
  if (current + added.length > reviewPhotoMax) return messages.review.tooManyPhotos;
  if (added.some((file) => !acceptedTypes.includes(file.type))) return messages.review.photoType;
  if (added.some((file) => file.size > reviewPhotoMaxBytes)) return messages.review.photoSize;
  return null;
}

const placeOf = (field: PropertyKey | undefined): ErrorPlace => (field === 'reviewRating' ? 'rating' : field === 'reviewText' ? 'text' : 'form');

/**
 * The write-review modal (spec 000 §4, §5): half-star rating, text, up to 5
 * photos with thumbnails, and whether the partner's name may be shown. The
 * shared schema checks first (first failure wins) and photos are checked as
 * they are picked; the upload shows its progress. Success closes the modal
 * with the sentence to announce (상품평이 등록되었습니다.).
 *
 * Messages appear inside the modal rather than in an alert: an alert would
 * take the modal's place in the stack and what was typed would be lost.
 */
export function WriteReviewModal({ orderNum, categoryName, campaignName, close, titleId, descriptionId, returnFocusTo }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [showPartner, setShowPartner] = useState(true);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [error, setError] = useState<FormError | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const nextPhotoId = useRef(1);
  const upload = useRef<AbortController | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const ratingName = `${id}-rating`;
  const fileRef = useRef<HTMLInputElement>(null);

  // Thumbnails live as long as the modal.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const owned = previews.current;
    return () => {
      for (const url of owned) URL.revokeObjectURL(url);
      upload.current?.abort();
    };
  }, []);

  const create = useMutation({
    mutationFn: ({ review, files }: { review: CreateReviewInput; files: File[] }) => {
      upload.current = new AbortController();
      setProgress(0);
      return reviewApi.create(review, files, { onProgress: setProgress, signal: upload.current.signal });
    },
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: reviewQueries.all() });
      // Whoever opened the modal tells the person (spec: the modal closes, then notifies).
      close(result?.message || messages.review.created);
    },
    onError: (failure) => {
      setProgress(null);
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      setError({ place: 'form', message: errorMessage(failure) });
    },
  });
  const busy = create.isPending;

  const addPhotos = (event: ChangeEvent<HTMLInputElement>) => {
    const added = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (added.length === 0) return;
    const problem = photoProblem(photos.length, added);
    if (problem) {
      setError({ place: 'photos', message: problem });
      return;
    }
    if (error?.place === 'photos') setError(null);
    const next = added.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { id: nextPhotoId.current++, file, preview };
    });
    setPhotos((current) => [...current, ...next]);
  };

  const removePhoto = (photo: Photo, index: number) => {
    URL.revokeObjectURL(photo.preview);
    previews.current.delete(photo.preview);
    setPhotos((current) => current.filter((item) => item.id !== photo.id));
    if (error?.place === 'photos') setError(null);
    // Focus stays in the list: on the next photo's remove button, or on 사진 추가.
    requestAnimationFrame(() => {
      const buttons = document.querySelectorAll<HTMLButtonElement>(`[data-photo-remove="${id}"]`);
      (buttons[Math.min(index, buttons.length - 1)] ?? fileRef.current)?.focus();
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = createReviewSchema.safeParse({
      orderNum,
      reviewRating: rating,
      reviewText: text,
      showPartnerCompany: showPartner ? 'Y' : 'N',
    });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const place = placeOf(issue.path[0]);
      setError({ place, message: issue.message });
      if (place === 'text') textRef.current?.focus();
      else if (place === 'rating') document.querySelector<HTMLInputElement>(`input[name="${CSS.escape(ratingName)}"]`)?.focus();
      return;
    }
    const problem = photos.length > reviewPhotoMax ? messages.review.tooManyPhotos : null;
    if (problem) {
      setError({ place: 'photos', message: problem });
      return;
    }
    setError(null);
    create.mutate({ review: checked.data, files: photos.map((photo) => photo.file) });
  };

  const dismiss = () => {
    upload.current?.abort();
    close();
  };

  const formId = `${id}-form`;
  const textId = `${id}-text`;
  const textErrorId = `${id}-text-error`;
  const countId = `${id}-text-count`;
  const photoErrorId = `${id}-photo-error`;
  const photoHintId = `${id}-photo-hint`;
  const campaign = [categoryName, campaignName].filter(Boolean).join(' · ');
  const errorAt = (place: ErrorPlace) => (error?.place === place ? error.message : undefined);
  const percent = progress === null ? 0 : Math.round(progress * 100);

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
      <form id={formId} className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
        <RatingInput
          name={ratingName}
          value={rating}
          onChange={(value) => {
            setRating(value);
            if (error?.place === 'rating') setError(null);
          }}
          error={errorAt('rating')}
          disabled={busy}
        />

        <div className={styles.field}>
          <label htmlFor={textId} className={styles.label}>
            상품평
          </label>
          <textarea
            ref={textRef}
            id={textId}
            className={styles.textarea}
            value={text}
            rows={5}
            maxLength={reviewTextMax}
            placeholder="기부화환과 초대장을 이용하신 경험을 들려주세요."
            aria-invalid={errorAt('text') ? true : undefined}
            aria-describedby={[countId, errorAt('text') ? textErrorId : ''].filter(Boolean).join(' ')}
            disabled={busy}
            onChange={(event) => {
              setText(event.target.value);
              if (error?.place === 'text') setError(null);
            }}
          />
          <div className={styles.below}>
            {errorAt('text') ? (
              <p id={textErrorId} className={styles.error} role="alert">
                {errorAt('text')}
              </p>
            ) : (
              <span />
            )}
            <p id={countId} className={styles.count}>
              {text.length.toLocaleString('ko-KR')} / {reviewTextMax.toLocaleString('ko-KR')}자
            </p>
          </div>
        </div>

        <div className={styles.field}>
          <span className={styles.label} id={`${id}-photos`}>
            사진 <span className={styles.optional}>(선택)</span>
          </span>
          <ul className={styles.photos} aria-labelledby={`${id}-photos`}>
            {photos.map((photo, index) => (
              <li key={photo.id} className={styles.photo}>
                <img src={photo.preview} alt={`첨부 사진 ${index + 1}: ${photo.file.name}`} />
                <button
                  type="button"
                  className={styles.remove}
                  data-photo-remove={id}
                  onClick={() => removePhoto(photo, index)}
                  aria-label={`사진 ${index + 1} 삭제`}
                  disabled={busy}
                >
                  <X size={14} aria-hidden="true" />
                </button>
              </li>
            ))}
            {photos.length < reviewPhotoMax ? (
              <li>
                <label className={styles.add}>
                  <input
                    ref={fileRef}
                    type="file"
                    accept={accept}
                    multiple
                    className="visually-hidden"
                    onChange={addPhotos}
                    disabled={busy}
                    aria-describedby={[photoHintId, errorAt('photos') ? photoErrorId : ''].filter(Boolean).join(' ')}
                  />
                  <ImagePlus size={22} aria-hidden="true" />
                  <span>
                    사진 추가
                    <span className={styles.addCount}>
                      {photos.length}/{reviewPhotoMax}
                    </span>
                  </span>
                </label>
              </li>
            ) : null}
          </ul>
          <p id={photoHintId} className={styles.hint}>
            JPG, GIF, PNG 사진을 한 장에 {photoLimits.reviewMaxMb}MB까지, 최대 {reviewPhotoMax}장 올릴 수 있습니다.
          </p>
          {errorAt('photos') ? (
            <p id={photoErrorId} className={styles.error} role="alert">
              {errorAt('photos')}
            </p>
          ) : null}
        </div>

        <label className={styles.check}>
          <input type="checkbox" checked={showPartner} onChange={(event) => setShowPartner(event.target.checked)} disabled={busy} />
          <span>파트너(예식장/장례식장) 이름 공개</span>
        </label>

        {progress !== null ? (
          <div className={styles.progress}>
            <label htmlFor={`${id}-progress`} className={styles.progressLabel}>
              {photos.length > 0 ? '사진을 올리는 중' : '등록하는 중'}
              <span aria-hidden="true"> {percent}%</span>
            </label>
            <progress id={`${id}-progress`} max={100} value={percent} className={styles.bar}>
              {percent}%
            </progress>
          </div>
        ) : null}

        {errorAt('form') ? (
          <p className={`${styles.error} ${styles.formError}`} role="alert">
            {errorAt('form')}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
