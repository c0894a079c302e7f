/** The password screen's name in the menu and its heading: a member without a password (social signup) sets one. */
export function passwordScreenLabel(hasPassword: boolean | undefined): '비밀번호 설정' | '비밀번호 변경' {
  return hasPassword === false ? '비밀번호 설정' : '비밀번호 변경';
}
