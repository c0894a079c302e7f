import { useEffect, useId, useRef, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { loadPostcode, useDaumPostcodePopup, type Address } from 'react-daum-postcode';
import { messages } from '@ongi/shared';
import { Button } from './button';
import { TextField } from './field';
import layout from './form-layout.module.css';
import styles from './postcode-field.module.css';

/** Kakao's postcode script (INTEGRATIONS.md); the server's CSP allows this host. */
export const postcodeScriptUrl = 'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

export interface PostcodeFieldNames<T extends FieldValues> {
  zonecode: Path<T>;
  roadAddress: Path<T>;
  detailAddress: Path<T>;
}

export interface PostcodeFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The form's field names; zonecode, roadAddress and detailAddress unless told. */
  names?: PostcodeFieldNames<T>;
  legend?: string;
  disabled?: boolean;
}

/**
 * The road address as the popup's own sample composes it: the road address,
 * then the legal dong and an apartment's building name in parentheses.
 */
export function addressFromPostcode(address: Address): { zonecode: string; roadAddress: string } {
  const road = address.roadAddress || address.autoRoadAddress || address.address;
  const extras: string[] = [];
  if (address.bname && /[동로가]$/.test(address.bname)) extras.push(address.bname);
  if (address.buildingName && address.apartment === 'Y') extras.push(address.buildingName);
  return { zonecode: address.zonecode, roadAddress: extras.length ? `${road} (${extras.join(', ')})` : road };
}

/**
 * Postcode and road address filled by the Daum/Kakao postcode popup, plus the
 * detail address typed by hand. Without the script (offline, blocked) the
 * postcode and road address become editable so nobody is stuck.
 */
export function PostcodeField<T extends FieldValues>({ control, names, legend = '주소', disabled = false }: PostcodeFieldProps<T>) {
  const fieldNames = names ?? ({ zonecode: 'zonecode', roadAddress: 'roadAddress', detailAddress: 'detailAddress' } as PostcodeFieldNames<T>);
  const zonecode = useController({ control, name: fieldNames.zonecode });
  const roadAddress = useController({ control, name: fieldNames.roadAddress });
  const detailAddress = useController({ control, name: fieldNames.detailAddress });
  const openPostcode = useDaumPostcodePopup(postcodeScriptUrl);
  const [manual, setManual] = useState(false);
  const detailInput = useRef<HTMLInputElement | null>(null);
  const noteId = useId();

  useEffect(() => {
    let active = true;
    // The hook starts loading the script; this only learns whether it failed.
    loadPostcode(postcodeScriptUrl).catch(() => {
      if (active) setManual(true);
    });
    return () => {
      active = false;
    };
  }, []);

  const search = () => {
    if (disabled || manual) return;
    void openPostcode({
      popupTitle: '우편번호 검색',
      onComplete: (address) => {
        const picked = addressFromPostcode(address);
        zonecode.field.onChange(picked.zonecode);
        roadAddress.field.onChange(picked.roadAddress);
        // The popup closes on its own; the detail address is what is left to type.
        window.setTimeout(() => detailInput.current?.focus(), 0);
      },
      onError: () => setManual(true),
    });
  };

  const filledByPopup = !manual;

  return (
    <fieldset className={`${layout.group} ${styles.fieldset}`} disabled={disabled}>
      <legend className={layout.legend}>{legend}</legend>
      <div className={styles.zonecodeRow}>
        <TextField
          label="우편번호"
          hideLabel
          className={styles.zonecode}
          inputMode={manual ? 'numeric' : undefined}
          maxLength={10}
          readOnly={filledByPopup}
          placeholder={manual ? '우편번호' : '주소 검색으로 입력'}
          aria-describedby={manual ? noteId : undefined}
          onClick={filledByPopup ? search : undefined}
          {...zonecode.field}
          value={(zonecode.field.value as string | undefined) ?? ''}
        />
        <Button variant="secondary" className={styles.searchButton} onClick={search} disabled={disabled || manual}>
          주소 검색
        </Button>
      </div>
      {manual ? (
        <p id={noteId} className={styles.note} role="status">
          {messages.postcode.unavailable}
        </p>
      ) : null}
      <TextField
        label="도로명 주소"
        hideLabel
        maxLength={200}
        readOnly={filledByPopup}
        placeholder={manual ? '도로명 주소' : '도로명 주소 (주소 검색으로 입력)'}
        onClick={filledByPopup ? search : undefined}
        {...roadAddress.field}
        value={(roadAddress.field.value as string | undefined) ?? ''}
      />
      <TextField
        label="상세 주소"
        hideLabel
        maxLength={200}
        placeholder="상세 주소"
        autoComplete="address-line2"
        {...detailAddress.field}
        ref={(input) => {
          detailAddress.field.ref(input);
          detailInput.current = input;
        }}
        value={(detailAddress.field.value as string | undefined) ?? ''}
      />
    </fieldset>
  );
}
