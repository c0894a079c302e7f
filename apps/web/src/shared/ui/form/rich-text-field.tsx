import { lazy, useId, type ReactNode } from 'react';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import type { EditorUploadBoard } from '@ongi/shared';
import fieldStyles from '../field.module.css';
import { useFieldFailure } from './field-state';
import { describedBy, FieldBelow, FormRow, useFieldLayout } from './layout';

// Quill is loaded only when a form shows this field: no public page carries it. Until it arrives the
// whole form waits (SpecForm's boundary), since an editor arriving later would move the fields and
// buttons below it under the pointer.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

export interface RichTextFieldProps {
  /** The form's path of the HTML string ('' when the editor is empty). */
  name: string;
  label: ReactNode;
  /** Where the editor's images are filed (POST /api/file/upload-editor-img). */
  uploadBoard: EditorUploadBoard;
  hint?: ReactNode;
  placeholder?: string;
  className?: string;
}

/**
 * A rich-text editor (Quill, the document's toolbar) bound to the form: the
 * value is the editor's HTML, '' when nothing is written. Images from the
 * toolbar, a paste or a drop are uploaded and shown by their stored key
 * (/api/file/image?path=…), never kept as base64; a failed upload alerts
 * '이미지 업로드 실패'. The server sanitises the HTML it stores. The editing
 * area is a textbox named by the label; Tab leaves it.
 */
export function RichTextField({ name, label, uploadBoard, hint, placeholder, className }: RichTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const rows = useFieldLayout() === 'rows';
  const { control } = useFormContext<FieldValues>();
  const { field } = useController({ control, name });
  const { invalid, error } = useFieldFailure(name);
  const editor = (
    <RichTextEditor
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      uploadBoard={uploadBoard}
      labelId={labelId}
      name={name}
      invalid={invalid}
      describedBy={describedBy(id, { hint, error })}
      placeholder={placeholder}
    />
  );
  const below = <FieldBelow id={id} hint={hint} error={error} rows={rows} />;
  if (rows) {
    return (
      <FormRow label={label} labelId={labelId} className={className}>
        {editor}
        {below}
      </FormRow>
    );
  }
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      {editor}
      {below}
    </div>
  );
}
