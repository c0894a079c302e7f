/**
 * The form kit: one way to write a form with react-hook-form and the shared
 * zod schemas. The schema checks in the spec's order and reports its first
 * failing rule; the kit alerts that sentence with the app's alert modal,
 * then focuses the field it is about. A server's refusal goes the same way.
 * Nothing typed is ever cleared by a failure.
 *
 *   const form = useSpecForm(refundBankSchema, {
 *     // Which control stands for a path when it is not the field of that name
 *     // ('*' matches one segment; a function can pick by the values or return an element).
 *     focus: { eventDate: 'eventDate.year', attachList: () => pickerButton.current },
 *     // The field a server refusal is about, if any.
 *     refusalField: (error) => (error.message === messages.password.currentWrong ? 'currentPassword' : undefined),
 *   });
 *   const save = useRegisterRefundBank();
 *   return (
 *     <SpecForm form={form} aria-label="환불 계좌 등록" onSubmit={(values) => save.mutate(values, { onError: form.refuse })}>
 *       <FormRows>
 *         <SelectField name="bankName" label="은행" options={refundBanks} placeholder="은행을 선택해 주세요" />
 *         <TextField name="bankOwner" label="예금주" maxLength={30} />
 *         <TextField name="bankNumber" label="계좌번호" digits={16} />
 *       </FormRows>
 *       <FormActions><Button type="submit">등록</Button></FormActions>
 *     </SpecForm>
 *   );
 *
 * - Defaults come from the schema (each field's .default()); `defaultValues`
 *   lays a stored record over them.
 * - `form.fail({ path, message })` tells a rule the schema cannot see (a
 *   current password asked only sometimes) exactly as the schema's own.
 * - `report: 'inline'` is for a form inside a modal: the sentence shows at
 *   the field (role="alert") instead of an alert that would replace the modal.
 * - Fields frame themselves for the layout they sit in: stacked labels by
 *   default, label-left rows inside <FormRows>.
 * - A form whose values are not the request (photos as files, accounts by
 *   side) checks with requestSchema(toRequest, schemaFor): the shared request
 *   schema runs on the request the values make, and `focus` rules map its
 *   paths ('congratInfo.*.*') back to the form's own fields.
 * - Repeatable rows (accounts, mourners), cascading selects (category →
 *   recipient), date selects, image lists with thumbnails and upload progress
 *   (useUploadProgress + uploadTo from shared/lib/upload) are here
 *   for the invitation forms: one <SpecForm> with section components inside.
 * - RichTextField({ name, label, uploadBoard }) is the back office's Quill
 *   editor (loaded on demand): the value is HTML ('' when empty), images go
 *   through POST /api/file/upload-editor-img and are kept as stored keys.
 */
export { useSpecForm, useSpecFormKit } from './use-spec-form';
export { requestSchema } from './request-schema';
export type { FailureReport, SpecForm as SpecFormState, SpecFormKit, SpecFormOptions } from './use-spec-form';
export { SpecForm } from './spec-form';
export { firstFailureOf, focusTargetOf, matchPath } from './failure';
export type { Failure, FocusRule, FocusRules } from './failure';
export { FieldFrame, FieldGroup, FieldStatus, FormActions, FormHint, FormRow, FormRows, FormValue, useFieldLayout } from './layout';
export { CheckboxField, FormFailure, RadioGroupField, SelectField, TextAreaField, TextField, YesNoField, toOptions } from './fields';
export type { Option, OptionValue } from './fields';
export { PhonePartsField } from './phone-parts-field';
export { phonePartsOf } from './phone-parts';
export { EmailField } from './email-field';
export { emailPartsOf } from './email-parts';
export { PasswordPairField } from './password-pair-field';
export { DateSelectsField } from './date-selects-field';
export { SwitchField } from './switch-field';
export { datePartsOf, isoOf } from './date-parts';
export type { DateParts } from './date-parts';
export { CascadingSelectField } from './cascading-select-field';
export { RepeatableRows } from './repeatable-rows';
export { ImageListField, SingleImageField, useObjectUrls } from './image-list-field';
export { imageListParts } from './image-list';
export type { ImageItem, ImageRules, NewImage, StoredImage } from './image-list';
export { UploadProgress, useUploadProgress } from './upload-progress';
export { RichTextField } from './rich-text-field';
export type { RichTextFieldProps } from './rich-text-field';
